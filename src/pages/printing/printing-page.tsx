export default function Page() {
  return <h1>printing/printing-page</h1>;
}
