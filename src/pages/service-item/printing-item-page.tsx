export default function Page() {
  return <h1>service-item/printing-item-page</h1>;
}
