import clsx from "clsx";
import type { ReactNode } from "react";

import { Card } from "~/components/ui/card";
import {
  AtSign,
  Building2,
  CalendarDays,
  Globe,
  Landmark,
  Mail,
  Maximize,
  Percent,
  Phone,
  Trophy,
  Users,
  Wallet,
} from "~/components/ui/icons";
import { ImageWithFallback } from "~/components/ui/image-with-fallback";
import { StarRating } from "~/components/ui/star-rating";
import { displayUrl, safeExternalUrl } from "~/components/university/external-url";
import { formatInteger, plural } from "~/lib/format";
import type { UniversityPage } from "~/server/catalog/reads.server";

export type UniversityInfo = Pick<
  UniversityPage,
  | "name"
  | "website"
  | "description"
  | "foundationYear"
  | "studentCapacity"
  | "campusSizeKm2"
  | "rankingPosition"
  | "acceptanceRate"
  | "tuitionRange"
  | "facilities"
  | "phoneNumber"
  | "emailContact"
  | "campusImages"
  | "isPublicInstitution"
  | "averageRating"
  | "totalReviews"
  | "emailDomains"
>;

interface Fact {
  label: string;
  value: string;
  icon: ReactNode;
}

function collectFacts(info: UniversityInfo): Fact[] {
  const facts: Fact[] = [];
  const icon = (Icon: typeof Users) => <Icon className="size-5" aria-hidden="true" />;
  if (info.isPublicInstitution != null)
    facts.push({
      label: "Tipo de institución",
      value: info.isPublicInstitution ? "Pública" : "Privada",
      icon: icon(Landmark),
    });
  if (info.foundationYear != null)
    facts.push({ label: "Año de fundación", value: String(info.foundationYear), icon: icon(CalendarDays) });
  if (info.studentCapacity != null)
    facts.push({
      label: "Capacidad de estudiantes",
      value: plural(info.studentCapacity, "estudiante", "estudiantes"),
      icon: icon(Users),
    });
  if (info.campusSizeKm2 != null)
    facts.push({ label: "Tamaño del campus", value: `${formatInteger(info.campusSizeKm2)} km²`, icon: icon(Maximize) });
  if (info.rankingPosition != null)
    facts.push({
      label: "Posición en el ranking",
      value: `#${formatInteger(info.rankingPosition)}`,
      icon: icon(Trophy),
    });
  if (info.acceptanceRate != null)
    facts.push({ label: "Tasa de aceptación", value: `${formatInteger(info.acceptanceRate)} %`, icon: icon(Percent) });
  if (info.tuitionRange) facts.push({ label: "Rango de matrícula", value: info.tuitionRange, icon: icon(Wallet) });
  // Known for every university: the addresses its students sign up with.
  if (info.emailDomains.length > 0)
    facts.push({
      label: "Correo de sus estudiantes",
      value: info.emailDomains.map((domain) => `@${domain}`).join(", "),
      icon: icon(AtSign),
    });
  return facts;
}

export function InfoTab({ info }: { info: UniversityInfo }) {
  const facts = collectFacts(info);
  const facilities = (info.facilities ?? []).filter(Boolean);
  const images = (info.campusImages ?? []).filter(Boolean);
  const website = safeExternalUrl(info.website);
  const hasContact = Boolean(info.phoneNumber || info.emailContact || website);

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6 lg:col-span-2">
        {/* Only what is known: no placeholder for a missing description or fact. */}
        {(info.description || facts.length > 0) && (
          <Card as="section" aria-labelledby="uni-about">
            <h2 id="uni-about" className="text-lg font-semibold">
              Sobre la universidad
            </h2>
            {info.description && (
              <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">
                {info.description}
              </p>
            )}
            {facts.length > 0 && (
              <dl className={clsx("grid gap-3 sm:grid-cols-2", info.description ? "mt-6" : "mt-4")}>
                {facts.map((fact) => (
                  <div
                    key={fact.label}
                    className="relative flex min-h-16 flex-col-reverse justify-center rounded-xl border border-slate-200 py-3 pr-3 pl-16 dark:border-slate-800"
                  >
                    <dt className="text-sm text-slate-600 dark:text-slate-400">
                      <span className="absolute top-1/2 left-3 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
                        {fact.icon}
                      </span>
                      {fact.label}
                    </dt>
                    <dd className="font-semibold break-words">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </Card>
        )}

        {facilities.length > 0 && (
          <Card as="section" aria-labelledby="uni-facilities">
            <h2 id="uni-facilities" className="text-lg font-semibold">
              Instalaciones
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {facilities.map((facility) => (
                <li
                  key={facility}
                  className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200"
                >
                  <Building2 className="size-4 text-brand-600 dark:text-brand-400" aria-hidden="true" />
                  {facility}
                </li>
              ))}
            </ul>
          </Card>
        )}

        {images.length > 0 && (
          <Card as="section" aria-labelledby="uni-gallery">
            <h2 id="uni-gallery" className="text-lg font-semibold">
              Galería del campus
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3">
              {images.map((src, index) => (
                <li key={src}>
                  <ImageWithFallback
                    src={src}
                    alt={`Campus de ${info.name}, imagen ${index + 1} de ${images.length}`}
                    className="aspect-[4/3] w-full rounded-xl object-cover"
                  />
                </li>
              ))}
            </ul>
          </Card>
        )}
      </div>

      <div className="flex flex-col gap-6">
        <Card as="section" aria-labelledby="uni-rating">
          <h2 id="uni-rating" className="text-lg font-semibold">
            Sus asignaturas y profesores
          </h2>
          {info.averageRating != null && info.totalReviews > 0 ? (
            <div className="mt-3">
              <StarRating value={info.averageRating} size="lg" />
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                {`Media de ${plural(info.totalReviews, "reseña", "reseñas")} de asignaturas y profesores escritas por sus estudiantes`}
              </p>
            </div>
          ) : (
            <div className="mt-3">
              <StarRating value={null} />
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                Sus estudiantes aún no han publicado reseñas de asignaturas ni de profesores.
              </p>
            </div>
          )}
        </Card>

        {hasContact && (
          <Card as="section" aria-labelledby="uni-contact">
            <h2 id="uni-contact" className="text-lg font-semibold">
              Contacto
            </h2>
            <ul className="mt-3 flex flex-col gap-3 text-sm">
              {info.phoneNumber && (
                <li className="flex items-center gap-2">
                  <Phone className="size-4 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
                  <span className="sr-only">Teléfono: </span>
                  <a
                    href={`tel:${info.phoneNumber.replace(/[^\d+]/g, "")}`}
                    className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {info.phoneNumber}
                  </a>
                </li>
              )}
              {info.emailContact && (
                <li className="flex items-center gap-2">
                  <Mail className="size-4 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
                  <span className="sr-only">Correo de contacto: </span>
                  <a
                    href={`mailto:${info.emailContact}`}
                    className="font-medium break-all text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {info.emailContact}
                  </a>
                </li>
              )}
              {website && (
                <li className="flex items-center gap-2">
                  <Globe className="size-4 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
                  <a
                    href={website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium break-all text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {displayUrl(website)}
                    <span className="sr-only"> (sitio web oficial, se abre en una pestaña nueva)</span>
                  </a>
                </li>
              )}
            </ul>
          </Card>
        )}
      </div>
    </div>
  );
}
