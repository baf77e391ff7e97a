export default function Page() {
  return <h1>printing/printing-services-page</h1>;
}
