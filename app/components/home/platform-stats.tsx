import {
  BookOpen,
  Building2,
  GraduationCap,
  type IconComponent,
  MessageSquareText,
  Newspaper,
  UserRound,
} from "~/components/ui/icons";
import { formatInteger } from "~/lib/format";
import type { HomeTotals } from "~/server/catalog/home.server";

const items: { key: keyof HomeTotals; label: string; icon: IconComponent }[] = [
  { key: "universities", label: "Universidades", icon: Building2 },
  { key: "careers", label: "Carreras", icon: GraduationCap },
  { key: "subjects", label: "Asignaturas", icon: BookOpen },
  { key: "professors", label: "Profesores", icon: UserRound },
  { key: "reviews", label: "Reseñas", icon: MessageSquareText },
  { key: "posts", label: "Publicaciones", icon: Newspaper },
];

/** Platform totals (SPEC §2 Home). */
export function PlatformStats({ totals }: { totals: HomeTotals }) {
  return (
    <section aria-labelledby="home-stats-title" className="relative z-10 mx-auto -mt-12 max-w-7xl px-4 sm:px-6 lg:px-8">
      <h2 id="home-stats-title" className="sr-only">
        UniOpina en cifras
      </h2>
      <dl className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg sm:grid-cols-3 sm:p-6 lg:grid-cols-6 dark:border-slate-800 dark:bg-slate-900">
        {items.map(({ key, label, icon: Icon }) => (
          <div key={key} className="flex flex-col items-center gap-1 rounded-xl px-2 py-3 text-center">
            {/* dt first for assistive technology; shown under the number. */}
            <dt className="order-last text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="flex flex-col items-center gap-1">
              <Icon className="size-6 text-brand-600 dark:text-brand-400" aria-hidden="true" />
              <span className="text-2xl font-extrabold tabular-nums tracking-tight sm:text-3xl">
                {formatInteger(totals[key])}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
