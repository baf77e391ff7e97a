export default function Page() {
  return <h1>jobs/jobs-page</h1>;
}
