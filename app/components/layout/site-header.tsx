import clsx from "clsx";
import { useEffect, useRef } from "react";
import { Form, useLocation } from "react-router";

import { Logo } from "~/components/layout/logo";
import { SiteSearch } from "~/components/layout/site-search";
import { ThemeToggle } from "~/components/layout/theme-toggle";
import { buttonClasses, ButtonLink } from "~/components/ui/button";
import { Menu, X } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { useViewer } from "~/components/use-viewer";
import { ViewerPart } from "~/components/viewer-part";
import { CONSOLE_PATH } from "~/lib/moderation";
import type { Theme } from "~/lib/theme";
import { readerKindIn } from "~/lib/viewer-layer";

const mainLinks = [
  { to: "/explorar", label: "Explorar" },
  { to: "/campus-social", label: "Campus Social" },
  { to: "/ranking", label: "Ranking" },
  { to: "/blog", label: "Blog" },
  { to: "/about", label: "Acerca de" },
  { to: "/submit", label: "Agregar" },
  { to: "/contact", label: "Contacto" },
];

/** One of the main sections, marked current on its pages (as React Router's NavLink would). */
function MainLink({ to, label, className }: { to: string; label: string; className?: string }) {
  const pathname = useLocation().pathname.toLowerCase();
  const isActive = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <Link to={to} aria-current={isActive ? "page" : undefined} className={clsx(navLinkClass(isActive), className)}>
      {label}
    </Link>
  );
}

function navLinkClass(isActive: boolean) {
  return clsx(
    "rounded-lg px-2 py-2 text-sm font-medium transition-colors",
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
      : "text-slate-700 hover:bg-slate-200/70 dark:text-slate-300 dark:hover:bg-slate-800",
  );
}

/** Sign in and sign up, or the reader's profile, sign out and (moderators and admins only) the console. */
function AccountActions({ stacked = false }: { stacked?: boolean }) {
  const viewer = useViewer();
  const layout = stacked ? "flex flex-col gap-2" : "flex items-center gap-2";
  if (viewer) {
    return (
      <div className={layout}>
        {viewer.canModerate && (
          <ButtonLink to={CONSOLE_PATH} variant="ghost" size="sm">
            Moderación
          </ButtonLink>
        )}
        <ButtonLink to="/profile" variant="secondary" size="sm">
          Perfil
        </ButtonLink>
        <Form method="post" action="/logout">
          <button
            type="submit"
            className={buttonClasses({ variant: "ghost", size: "sm", className: stacked ? "w-full" : undefined })}
          >
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

const MOBILE_MENU_ID = "menu-movil";

/**
 * The mobile menu is a native popover: the button opens it without JavaScript, Escape or a click
 * outside closes it, and CSS locks the page's scrolling while it is open (app.css). With
 * JavaScript it also closes after each client-side navigation.
 */
function MobileMenu() {
  const menu = useRef<HTMLDivElement>(null);
  const location = useLocation();
  // Only a navigation closes it: a menu opened before the page hydrated stays open.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (menu.current?.matches(":popover-open")) menu.current.hidePopover();
  }, [location.key]);
  return (
    <>
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-200/70 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
        aria-label="Abrir menú"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      <div
        ref={menu}
        id={MOBILE_MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${MOBILE_MENU_ID}-titulo`}
        className="mobile-menu fixed inset-y-0 right-0 left-auto m-0 h-full border-0 max-h-none w-80 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white p-6 text-slate-900 shadow-xl lg:hidden dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="flex items-center justify-between">
          <h2 id={`${MOBILE_MENU_ID}-titulo`} className="text-lg font-semibold">
            Menú
          </h2>
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            popoverTargetAction="hide"
            className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-slate-200/70 dark:hover:bg-slate-800"
            aria-label="Cerrar menú"
          >
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>
        <SiteSearch inline />
        <nav aria-label="Menú móvil">
          <ul className="flex flex-col gap-1">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <MainLink to={link.to} label={link.label} className="block text-base" />
              </li>
            ))}
          </ul>
        </nav>
        <ViewerPart name="cuenta-menu" sameFor={readerKindIn}>
          <AccountActions stacked />
        </ViewerPart>
      </div>
    </>
  );
}

export function SiteHeader({ theme }: { theme: Theme }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <MainLink to={link.to} label={link.label} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* Narrow enough for the longest account buttons (a moderator's) at 1280 px; it widens while in use. */}
          <SiteSearch className="hidden h-10 w-10 shrink-0 lg:block xl:w-28" />
          <ThemeToggle theme={theme} />
          <div className="hidden lg:block">
            <ViewerPart name="cuenta" sameFor={readerKindIn}>
              <AccountActions />
            </ViewerPart>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
