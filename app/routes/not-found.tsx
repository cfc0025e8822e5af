import { data } from "react-router";
import { NotFoundContent } from "~/components/not-found-content";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "Página no encontrada · UniOpina" }];

export default function NotFound() {
  return <NotFoundContent />;
}
