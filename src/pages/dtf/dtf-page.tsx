export default function Page() {
  return <h1>dtf/dtf-page</h1>;
}
