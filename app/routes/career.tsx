export default function Page() {
  return <h1>career</h1>;
}
