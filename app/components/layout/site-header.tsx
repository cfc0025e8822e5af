import clsx from "clsx";
import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { Form, NavLink, useLocation } from "react-router";
import type { Theme } from "~/lib/theme";
import { buttonClasses, ButtonLink } from "../ui/button";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

export interface HeaderViewer {
  id: string;
}

const mainLinks = [
  { to: "/explorar", label: "Explorar" },
  { to: "/campus-social", label: "Campus Social" },
  { to: "/ranking", label: "Ranking" },
  { to: "/blog", label: "Blog" },
  { to: "/about", label: "Acerca de" },
  { to: "/submit", label: "Agregar" },
  { to: "/contact", label: "Contacto" },
];

function navLinkClass({ isActive }: { isActive: boolean }) {
  return clsx(
    "rounded-lg px-3 py-2 text-sm font-medium transition-colors",
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
      : "text-slate-700 hover:bg-slate-200/70 dark:text-slate-300 dark:hover:bg-slate-800",
  );
}

function AccountActions({ viewer, stacked = false }: { viewer: HeaderViewer | null; stacked?: boolean }) {
  const layout = stacked ? "flex flex-col gap-2" : "flex items-center gap-2";
  if (viewer) {
    return (
      <div className={layout}>
        <ButtonLink to="/profile" variant="secondary" size="sm">
          Perfil
        </ButtonLink>
        <Form method="post" action="/logout">
          <button type="submit" className={buttonClasses({ variant: "ghost", size: "sm", className: stacked ? "w-full" : undefined })}>
            Cerrar Sesión
          </button>
        </Form>
      </div>
    );
  }
  return (
    <div className={layout}>
      <ButtonLink to="/login" variant="ghost" size="sm">
        Iniciar sesión
      </ButtonLink>
      <ButtonLink to="/register" variant="primary" size="sm">
        Registrarse
      </ButtonLink>
    </div>
  );
}

export function SiteHeader({ viewer, theme }: { viewer: HeaderViewer | null; theme: Theme }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();

  // The drawer closes on every navigation.
  useEffect(() => setDrawerOpen(false), [location.key]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle theme={theme} />
          <div className="hidden lg:block">
            <AccountActions viewer={viewer} />
          </div>
          {/* Radix Dialog: focus trap, Escape to close and page scroll lock while open. */}
          <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <Dialog.Trigger
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-200/70 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
              aria-label="Abrir menú"
            >
              <Menu className="size-6" aria-hidden="true" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 lg:hidden" />
              <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl lg:hidden dark:bg-slate-900">
                <div className="flex items-center justify-between">
                  <Dialog.Title className="text-lg font-semibold">Menú</Dialog.Title>
                  <Dialog.Close
                    className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-slate-200/70 dark:hover:bg-slate-800"
                    aria-label="Cerrar menú"
                  >
                    <X className="size-6" aria-hidden="true" />
                  </Dialog.Close>
                </div>
                <Dialog.Description className="sr-only">Enlaces de navegación de UniOpina</Dialog.Description>
                <nav aria-label="Menú móvil">
                  <ul className="flex flex-col gap-1">
                    {mainLinks.map((link) => (
                      <li key={link.to}>
                        <NavLink to={link.to} className={(state) => clsx(navLinkClass(state), "block text-base")}>
                          {link.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </nav>
                <AccountActions viewer={viewer} stacked />
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>
    </header>
  );
}
