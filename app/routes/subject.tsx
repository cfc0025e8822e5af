export default function Page() {
  return <h1>subject</h1>;
}
