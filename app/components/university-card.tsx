import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { ListIcon } from "~/components/ui/list-icon";
import { StarRating } from "~/components/ui/star-rating";
import { UniversityBanner, UniversityLogo } from "~/components/university/university-images";
import { plural } from "~/lib/format";
import type { UniversityCardData } from "~/server/catalog/home.server";

/** Banner, logo (or generated ones), name, city, acronym and rating; links to /universidad/{id}. */
export function UniversityCard({ university }: { university: UniversityCardData }) {
  const rated = university.totalReviews > 0 && university.averageRating != null;
  return (
    <Card
      as="article"
      padding="none"
      className="group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md"
    >
      <UniversityBanner university={university} className="h-28 w-full" />
      <div className="flex flex-1 items-start gap-3 p-4">
        <UniversityLogo
          university={university}
          alt=""
          className="-mt-10 size-14 shrink-0 rounded-xl border-4 border-white dark:border-slate-900"
        />
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug">
            <Link
              to={`/universidad/${university.id}`}
              className="after:absolute after:inset-0 group-hover:text-brand-700 dark:group-hover:text-brand-300"
            >
              {university.name}
            </Link>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-400">
            {university.city && (
              <span className="inline-flex items-center gap-1">
                <ListIcon name="map-pin" className="size-3.5" />
                {university.city}
              </span>
            )}
            {university.acronym && <span className="font-medium">{university.acronym}</span>}
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            {rated ? (
              <>
                <StarRating value={university.averageRating} size="sm" className="text-slate-900 dark:text-slate-100" />
                <span>{plural(university.totalReviews, "valoración", "valoraciones")}</span>
              </>
            ) : (
              "Sin valoraciones aún"
            )}
          </p>
        </div>
      </div>
    </Card>
  );
}
