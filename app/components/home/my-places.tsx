import type { ReactNode } from "react";

import { ChevronRight, GraduationCap } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { UniversityLogo } from "~/components/university/university-images";
import type { StudentPlaces } from "~/server/catalog/home.server";

/**
 * 'Mi Universidad' and 'Mi Carrera' (SPEC §2 Home): a signed-in student's way back to their own
 * university and career, in the hero where they land after signing in.
 */
export function MyPlaces({ places }: { places: StudentPlaces }) {
  const { university, career } = places;
  return (
    <ul className="mt-8 grid gap-3 sm:grid-cols-2">
      <li>
        <PlaceCard to={`/universidad/${university.id}`} label="Mi Universidad" name={university.name}>
          <UniversityLogo university={university} alt="" className="size-12 shrink-0 rounded-xl" />
        </PlaceCard>
      </li>
      {career && (
        <li>
          <PlaceCard to={`/career/${career.id}`} label="Mi Carrera" name={career.name}>
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
              <GraduationCap className="size-6" aria-hidden="true" />
            </span>
          </PlaceCard>
        </li>
      )}
    </ul>
  );
}

function PlaceCard({ to, label, name, children }: { to: string; label: string; name: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="group flex h-full items-center gap-3 rounded-2xl bg-white p-3 text-slate-900 shadow-lg transition-colors hover:bg-brand-50 focus-visible:outline-white dark:bg-slate-900 dark:text-slate-100 dark:ring-1 dark:ring-white/10 dark:hover:bg-slate-800"
    >
      {children}
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">
          {label}
        </span>
        <span className="block leading-snug font-semibold">{name}</span>
      </span>
      <ChevronRight
        className="size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 dark:text-slate-500"
        aria-hidden="true"
      />
    </Link>
  );
}
