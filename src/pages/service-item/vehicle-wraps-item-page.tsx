export default function Page() {
  return <h1>service-item/vehicle-wraps-item-page</h1>;
}
