import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { compareHref } from "~/lib/compare-links";
import { latestCutoffLine } from "~/lib/cutoff-marks";
import type { CareerCandidate } from "~/server/catalog/compare-careers.server";

const HEADING_ID = "misma-carrera";

/** The same degree at other universities, each to compare with this one side by side (`/comparar`). */
export function SameDegreeElsewhere({ careerId, candidates }: { careerId: string; candidates: CareerCandidate[] }) {
  if (candidates.length === 0) return null;
  return (
    <Card as="section" aria-labelledby={HEADING_ID} className="p-4 sm:p-6">
      <h2 id={HEADING_ID} className="text-lg font-semibold">
        Compárala con la misma carrera en otras universidades
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {candidates.map((candidate) => {
          const cutoff = latestCutoffLine({ ...candidate, latestCutoffCentres: 1 });
          return (
            <li key={candidate.id}>
              <Link
                to={compareHref("career", [careerId, candidate.id])}
                className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
              >
                {candidate.context}
              </Link>
              {cutoff && <span className="text-slate-600 dark:text-slate-400"> · {cutoff}</span>}
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm">
        <Link
          to={compareHref("career", [careerId])}
          className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
        >
          Ver más para comparar
        </Link>
      </p>
    </Card>
  );
}
