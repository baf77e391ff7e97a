export default function Page() {
  return <h1>upload/upload-page</h1>;
}
