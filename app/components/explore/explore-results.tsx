import { reviewCountLabel } from "~/components/ranked-item";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SearchX } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { StarRating } from "~/components/ui/star-rating";
import { latestCutoffLine } from "~/lib/cutoff-marks";
import { countBadge } from "~/lib/explore";
import { formatPercent, formatRating, plural } from "~/lib/format";
import { ANONYMOUS_PROFESSOR, PRIVATE_NAME_HINT } from "~/lib/privacy-labels";
import { RANKING_MIN_ANSWERS } from "~/lib/ranking";
import type { ExploreResults } from "~/server/catalog/explore.server";

interface ResultCardProps {
  href: string;
  title: string;
  titleHint?: string;
  /** Where it belongs and other facts, one line each. */
  lines: (string | null)[];
  averageRating: number | null;
  reviewCount: number;
}

/** One result: its name linking over the whole card, its place and its rating. */
function ResultCard({ href, title, titleHint, lines, averageRating, reviewCount }: ResultCardProps) {
  return (
    <li>
      <Card
        as="article"
        padding="md"
        className="relative flex h-full flex-col gap-1.5 transition-shadow hover:shadow-md"
      >
        <h3 className="font-semibold leading-snug">
          <Link
            to={href}
            title={titleHint}
            className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 dark:hover:text-brand-300"
          >
            {title}
          </Link>
        </h3>
        {lines
          .filter((line): line is string => Boolean(line))
          .map((line) => (
            <p key={line} className="text-sm text-slate-600 dark:text-slate-400">
              {line}
            </p>
          ))}
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-sm text-slate-600 dark:text-slate-400">
          {averageRating != null && reviewCount > 0 && (
            <StarRating value={averageRating} size="sm" className="text-slate-900 dark:text-slate-100" />
          )}
          <span>{reviewCountLabel(reviewCount)}</span>
        </p>
      </Card>
    </li>
  );
}

function semesterLabel(courseYear: number, semester: number | null): string {
  return `${courseYear}.º curso · ${semester ? `${semester}.º semestre` : "Anual"}`;
}

function cardsOf(results: ExploreResults): ResultCardProps[] {
  switch (results.tab) {
    case "universidades":
      return results.rows.map((u) => ({
        href: `/universidad/${u.id}`,
        title: u.name,
        lines: [[u.acronym, [u.city, u.countryName].filter(Boolean).join(", ")].filter(Boolean).join(" · ")],
        averageRating: u.averageRating,
        reviewCount: u.reviewCount,
      }));
    case "carreras":
      return results.rows.map((c) => ({
        href: `/career/${c.id}`,
        title: c.name,
        lines: [c.universityName, c.durationYears ? plural(c.durationYears, "año", "años") : null, latestCutoffLine(c)],
        averageRating: c.averageRating,
        reviewCount: c.reviewCount,
      }));
    case "asignaturas":
      return results.rows.map((s) => ({
        href: `/subject/${s.id}`,
        title: s.name,
        lines: [
          `${s.careerName} · ${s.universityName}`,
          semesterLabel(s.courseYear, s.semester),
          s.averageDifficulty == null ? null : `Dificultad media: ${formatRating(s.averageDifficulty)}/5`,
        ],
        averageRating: s.averageRating,
        reviewCount: s.reviewCount,
      }));
    case "profesores":
      return results.rows.map((p) => ({
        href: `/profesor/${p.id}`,
        title: p.name ?? ANONYMOUS_PROFESSOR,
        titleHint: p.name ? undefined : PRIVATE_NAME_HINT,
        lines: [
          p.department,
          p.universityName,
          // The share only from as many answers as the ranking asks: one "yes" alone is not 100 %.
          p.wouldTakeAgainAnswers >= RANKING_MIN_ANSWERS
            ? `${formatPercent(p.wouldTakeAgainYes / p.wouldTakeAgainAnswers)} volvería a elegirle (${plural(p.wouldTakeAgainAnswers, "respuesta", "respuestas")})`
            : null,
        ],
        averageRating: p.averageRating,
        reviewCount: p.reviewCount,
      }));
  }
}

export function ExploreResultList({ results }: { results: ExploreResults }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cardsOf(results).map((card) => (
        <ResultCard key={card.href} {...card} />
      ))}
    </ul>
  );
}

/** SPEC §2: the empty result, with a way back to everything. */
/**
 * An empty tab. When the search has results on other tabs it says so, with links to them, rather
 * than that nothing was found.
 */
export function NoResults({
  clearHref,
  tabLabel,
  elsewhere,
}: {
  clearHref: string;
  tabLabel: string;
  elsewhere: { label: string; href: string; count: number }[];
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
      <SearchX className="size-10 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      {elsewhere.length > 0 ? (
        <>
          <p className="mt-4 text-lg font-semibold">{`Sin resultados en ${tabLabel}`}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Los hay en otras pestañas:</p>
          <ul className="mt-4 flex flex-wrap justify-center gap-3">
            {elsewhere.map((tab) => (
              <li key={tab.href}>
                <ButtonLink to={tab.href} variant="secondary">
                  {`${tab.label} (${countBadge(tab.count)})`}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className="mt-4 text-lg font-semibold">No se encontraron resultados</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Prueba con otras palabras o quita algún filtro.
          </p>
          <ButtonLink to={clearHref} variant="secondary" className="mt-6">
            Limpiar filtros
          </ButtonLink>
        </>
      )}
    </div>
  );
}
