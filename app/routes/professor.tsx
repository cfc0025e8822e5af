export default function Page() {
  return <h1>professor</h1>;
}
