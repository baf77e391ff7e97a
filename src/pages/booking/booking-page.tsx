export default function Page() {
  return <h1>booking/booking-page</h1>;
}
