export default function Page() {
  return <h1>legal/terms-page</h1>;
}
