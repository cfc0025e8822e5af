import { Logo } from "~/components/layout/logo";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { MapPin } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { SITE_TAGLINE } from "~/lib/site-contact";

const columns = [
  {
    title: "Plataforma",
    links: [
      { to: "/", label: "Inicio" },
      { to: "/explorar", label: "Explorar" },
      { to: "/ranking", label: "Ranking" },
      { to: "/submit", label: "Agregar Contenido" },
      { to: "/blog", label: "Blog" },
    ],
  },
  {
    title: "UniOpina",
    links: [
      { to: "/about", label: "Acerca de" },
      { to: "/contact", label: "Contacto" },
      { to: "/faq", label: "Preguntas frecuentes" },
      { to: "/for-institutions", label: "Para instituciones" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy", label: "Privacidad" },
      { to: "/terms", label: "Términos" },
      { to: "/cookies", label: "Cookies" },
      { to: "/legal-notice", label: "Aviso legal" },
      { to: "/transparencia", label: "Transparencia" },
    ],
  },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Logo />
          <p className="max-w-sm text-sm text-slate-600 dark:text-slate-400">
            {SITE_TAGLINE}: opiniones reales de estudiantes sobre universidades, carreras, asignaturas y profesores.
          </p>
          <p className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <MapPin className="size-4" aria-hidden="true" /> España – Alicante
          </p>
          <NewsletterForm source="footer" id="footer-newsletter-email" />
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
              {column.title}
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="text-sm text-slate-700 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-brand-300"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200 py-6 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        © {year} UniOpina. Todos los derechos reservados.
      </div>
    </footer>
  );
}
