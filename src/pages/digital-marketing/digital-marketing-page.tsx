export default function Page() {
  return <h1>digital-marketing/digital-marketing-page</h1>;
}
