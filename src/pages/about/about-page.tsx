export default function Page() {
  return <h1>about/about-page</h1>;
}
