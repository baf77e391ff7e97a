export default function Page() {
  return <h1>portfolio/portfolio-page</h1>;
}
