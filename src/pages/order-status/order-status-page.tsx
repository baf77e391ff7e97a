export default function Page() {
  return <h1>order-status/order-status-page</h1>;
}
