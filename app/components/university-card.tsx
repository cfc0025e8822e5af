import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { Card } from "./ui/card";
import { ImageWithFallback } from "./ui/image-with-fallback";

export interface UniversityCardData {
  id: string;
  name: string;
  acronym: string | null;
  city: string | null;
  bannerUrl: string | null;
  logoUrl: string | null;
}

/** Banner, logo (fallback graphic), name, city and acronym; links to /universidad/{id}. */
export function UniversityCard({ university }: { university: UniversityCardData }) {
  return (
    <Card as="article" padding="none" className="group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <ImageWithFallback src={university.bannerUrl} alt="" className="h-28 w-full object-cover" />
      <div className="flex flex-1 items-start gap-3 p-4">
        <ImageWithFallback
          src={university.logoUrl}
          alt=""
          className="-mt-10 size-14 shrink-0 rounded-xl border-4 border-white bg-white object-contain dark:border-slate-900"
        />
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug">
            <Link to={`/universidad/${university.id}`} className="after:absolute after:inset-0 group-hover:text-brand-700 dark:group-hover:text-brand-300">
              {university.name}
            </Link>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-400">
            {university.city && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-3.5" aria-hidden="true" />
                {university.city}
              </span>
            )}
            {university.acronym && <span className="font-medium">{university.acronym}</span>}
          </p>
        </div>
      </div>
    </Card>
  );
}
