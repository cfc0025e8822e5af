export default function Page() {
  return <h1>university</h1>;
}
