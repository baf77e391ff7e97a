export default function Page() {
  return <h1>legal/privacy-page</h1>;
}
