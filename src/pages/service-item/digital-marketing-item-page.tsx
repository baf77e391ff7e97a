export default function Page() {
  return <h1>service-item/digital-marketing-item-page</h1>;
}
