import { data } from "react-router";

import { NotFoundContent } from "~/components/not-found-content";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Página no encontrada · UniOpina",
    description: "La página que buscas no existe o ha sido movida.",
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundContent />;
}
