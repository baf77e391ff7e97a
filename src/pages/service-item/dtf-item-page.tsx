export default function Page() {
  return <h1>service-item/dtf-item-page</h1>;
}
