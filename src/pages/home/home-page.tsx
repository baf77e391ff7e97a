export default function Page() {
  return <h1>home/home-page</h1>;
}
