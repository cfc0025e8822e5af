import clsx from "clsx";
import { GraduationCap, Info, MessageSquareText, Users } from "lucide-react";
import { Link } from "react-router";

export const UNIVERSITY_TABS = ["info", "careers", "students", "life"] as const;
export type UniversityTab = (typeof UNIVERSITY_TABS)[number];

const tabs: { id: UniversityTab; label: string; icon: typeof Info }[] = [
  { id: "info", label: "Información", icon: Info },
  { id: "careers", label: "Carreras", icon: GraduationCap },
  { id: "students", label: "Estudiantes", icon: Users },
  { id: "life", label: "Vida Universitaria", icon: MessageSquareText },
];

export function universityTabHref(universityId: string, tab: UniversityTab): string {
  return tab === "info" ? `/universidad/${universityId}` : `/universidad/${universityId}?tab=${tab}`;
}

/**
 * The four sections as plain links (`?tab=...`), so they work without JavaScript; the active one
 * carries aria-current. Scroll position is kept when switching.
 */
export function UniversityTabs({ universityId, active }: { universityId: string; active: UniversityTab }) {
  return (
    <nav aria-label="Secciones de la universidad">
      <ul className="grid grid-cols-4 border-b border-slate-200 sm:flex sm:gap-1 dark:border-slate-800">
        {tabs.map(({ id, label, icon: Icon }) => {
          const isActive = id === active;
          return (
            <li key={id}>
              <Link
                to={universityTabHref(universityId, id)}
                preventScrollReset
                aria-current={isActive ? "page" : undefined}
                className={clsx(
                  "-mb-px flex h-full flex-col items-center justify-start gap-1 rounded-t-lg border-b-2 px-1 py-2.5 text-center text-xs font-medium transition-colors sm:flex-row sm:gap-2 sm:px-4 sm:py-3 sm:text-sm",
                  isActive
                    ? "border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-slate-100",
                )}
              >
                <Icon className="size-5 shrink-0 sm:size-4" aria-hidden="true" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
