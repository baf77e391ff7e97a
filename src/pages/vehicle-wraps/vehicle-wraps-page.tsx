export default function Page() {
  return <h1>vehicle-wraps/vehicle-wraps-page</h1>;
}
