import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";

import { ArrowLeft } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";

/**
 * 'Volver': a real link to `fallback` (works without JavaScript and on a first visit); with
 * JavaScript and a previous page inside the site, it goes back in history instead, so the
 * visitor returns to where they came from (a career, a subject, a ranking...).
 */
export function BackLink({ fallback, label = "Volver" }: { fallback: string; label?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    // "default" is the key of the entry the visitor landed on: there is no in-site page behind it.
    if (location.key === "default" || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(-1);
  }
  return (
    <Link
      to={fallback}
      onClick={handleClick}
      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-200/70 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
