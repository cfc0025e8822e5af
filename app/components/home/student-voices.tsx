import { Card } from "~/components/ui/card";
import { BookOpen, Building2, Heart, Quote, UserRound } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { StarRating } from "~/components/ui/star-rating";
import { formatRelativeDate, plural } from "~/lib/format";
import { ANONYMOUS_PROFESSOR } from "~/lib/privacy-labels";
import type { StudentVoice } from "~/server/catalog/home.server";

/**
 * 'Lo que dicen los estudiantes': real, recent, well-liked reviews. Reviews are anonymous, so
 * the card names what was reviewed, never who wrote it.
 */
export function StudentVoices({ voices }: { voices: StudentVoice[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {voices.map((voice) => {
        const isSubject = voice.target.type === "subject";
        const targetName = voice.target.name ?? ANONYMOUS_PROFESSOR;
        const targetHref = isSubject ? `/subject/${voice.target.id}` : `/profesor/${voice.target.id}`;
        const TargetIcon = isSubject ? BookOpen : UserRound;
        return (
          <li key={voice.id}>
            <Card as="article" padding="md" className="relative flex h-full flex-col gap-4">
              <div className="flex items-center justify-between gap-3">
                <StarRating value={voice.rating} size="sm" />
                <Quote className="size-7 text-brand-200 dark:text-brand-500/40" aria-hidden="true" />
              </div>
              <blockquote className="flex-1 text-slate-700 dark:text-slate-300">
                <p>«{voice.excerpt}»</p>
              </blockquote>
              <footer className="flex flex-col gap-1.5 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
                <p className="flex items-center gap-2 font-medium">
                  <TargetIcon className="size-4 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden="true" />
                  <span className="sr-only">{isSubject ? "Asignatura:" : "Profesor:"}</span>
                  <Link
                    to={targetHref}
                    className="truncate hover:text-brand-700 hover:underline dark:hover:text-brand-300"
                  >
                    {targetName}
                  </Link>
                </p>
                <p className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
                  <Building2 className="size-4 shrink-0" aria-hidden="true" />
                  <span className="sr-only">Universidad:</span>
                  <span className="truncate">{voice.universityName}</span>
                </p>
                <p className="flex items-center justify-between gap-2 text-slate-500 dark:text-slate-400">
                  <span className="inline-flex items-center gap-1.5">
                    <Heart className="size-4 text-rose-500" aria-hidden="true" />
                    {plural(voice.likesCount, "me gusta", "me gusta")}
                  </span>
                  <time dateTime={new Date(voice.createdAt).toISOString()}>{formatRelativeDate(voice.createdAt)}</time>
                </p>
              </footer>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
