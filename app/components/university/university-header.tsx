import type { ReactNode } from "react";

import { BookOpen, ExternalLink, GraduationCap, MapPin, UserRound, Users } from "~/components/ui/icons";
import { displayUrl, safeExternalUrl } from "~/components/university/external-url";
import { UniversityBanner, UniversityLogo } from "~/components/university/university-images";
import { formatInteger } from "~/lib/format";
import type { UniversityPage } from "~/server/catalog/reads.server";

type HeaderData = Pick<
  UniversityPage,
  | "name"
  | "acronym"
  | "city"
  | "countryName"
  | "website"
  | "bannerUrl"
  | "logoUrl"
  | "careerCount"
  | "professorCount"
  | "subjectCount"
  | "studentCount"
>;

/** Banner, logo, identity line and the four counts of a university (SPEC §2 "University page"). */
export function UniversityHeader({ university }: { university: HeaderData }) {
  const website = safeExternalUrl(university.website);
  const place = [university.city, university.countryName].filter(Boolean).join(", ");
  return (
    <header className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <UniversityBanner university={university} className="h-36 w-full sm:h-48 lg:h-56" />
      <div className="px-4 pb-6 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <UniversityLogo
            university={university}
            alt={`Logotipo de ${university.name}`}
            className="-mt-12 size-24 shrink-0 rounded-2xl border-4 border-white shadow-sm sm:-mt-14 sm:size-28 dark:border-slate-900"
          />
          <div className="min-w-0 flex-1 sm:pb-1">
            <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {university.name}
              {university.acronym && (
                <span className="ml-3 inline-block translate-y-[-0.2em] rounded-full bg-brand-50 px-2.5 py-0.5 align-middle text-sm font-semibold text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
                  <span className="sr-only">Siglas: </span>
                  {university.acronym}
                </span>
              )}
            </h1>
            <p className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
              {place && (
                <span className="inline-flex items-center gap-1.5">
                  <MapPin className="size-4" aria-hidden="true" />
                  {place}
                </span>
              )}
              {website && (
                <a
                  href={website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline dark:text-brand-300"
                >
                  <ExternalLink className="size-4" aria-hidden="true" />
                  {displayUrl(website)}
                  <span className="sr-only"> (sitio web oficial, se abre en una pestaña nueva)</span>
                </a>
              )}
            </p>
          </div>
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat
            icon={<GraduationCap className="size-5" aria-hidden="true" />}
            label="Carreras"
            value={university.careerCount}
          />
          <Stat
            icon={<UserRound className="size-5" aria-hidden="true" />}
            label="Profesores"
            value={university.professorCount}
          />
          <Stat
            icon={<BookOpen className="size-5" aria-hidden="true" />}
            label="Asignaturas"
            value={university.subjectCount}
          />
          <Stat
            icon={<Users className="size-5" aria-hidden="true" />}
            label="Estudiantes registrados"
            value={university.studentCount}
          />
        </dl>
      </div>
    </header>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  // A <dl> group may only hold <dt>/<dd>: the icon sits inside the <dt>, placed beside both lines.
  return (
    <div className="relative flex min-h-16 flex-col-reverse justify-center rounded-xl bg-slate-50 py-3 pr-3 pl-16 dark:bg-slate-800/60">
      <dt className="text-xs leading-tight font-medium text-slate-600 sm:text-sm dark:text-slate-400">
        <span className="absolute top-1/2 left-3 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-lg bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-300">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-xl font-bold tabular-nums">{formatInteger(value)}</dd>
    </div>
  );
}
