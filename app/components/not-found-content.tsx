import { ButtonLink } from "~/components/ui/button";
import { SearchX } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";

const links = [
  { to: "/explorar", label: "Explorar" },
  { to: "/ranking", label: "Ranking" },
  { to: "/campus-social", label: "Campus Social" },
  { to: "/about", label: "Acerca de" },
  { to: "/contact", label: "Contacto" },
];

export function NotFoundContent({
  title = "Página no encontrada",
  message = "Lo sentimos, la página que buscas no existe o ha sido movida.",
  back = { to: "/", label: "Volver al inicio" },
}: {
  title?: string;
  message?: string;
  /** The main way out (the blog's 'Volver al blog'). */
  back?: { to: string; label: string };
}) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <SearchX className="size-16 text-brand-500" aria-hidden="true" />
      <p className="mt-6 text-6xl font-extrabold text-brand-600 dark:text-brand-400">404</p>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{message}</p>
      <ButtonLink to={back.to} className="mt-8" size="lg">
        {back.label}
      </ButtonLink>
      <nav aria-label="Enlaces útiles" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
