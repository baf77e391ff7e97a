export default function Page() {
  return <h1>contact/contact-page</h1>;
}
