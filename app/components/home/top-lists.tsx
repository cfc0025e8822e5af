import type { ReactNode } from "react";

import { RankedItem, reviewCountLabel } from "~/components/ranked-item";
import { Card } from "~/components/ui/card";
import { BookOpen, GraduationCap, type IconComponent, UserRound } from "~/components/ui/icons";
import { StarRating } from "~/components/ui/star-rating";
import { ANONYMOUS_PROFESSOR, PRIVATE_NAME_HINT } from "~/lib/privacy-labels";
import type { FeaturedProfessor, RankedCareer, RankedSubject } from "~/server/catalog/rankings.server";

function ListCard({
  id,
  title,
  icon: Icon,
  empty,
  children,
}: {
  id: string;
  title: string;
  icon: IconComponent;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    // A plain block under the "Lo mejor valorado" section: names like "Carreras más valoradas" must
    // not compete with the explore form's 'Carrera' label.
    <Card padding="md" className="flex flex-col">
      <div className="mb-4 flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h3 id={id} className="text-lg font-semibold">
          {title}
        </h3>
      </div>
      {empty ? (
        <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
          Todavía no hay valoraciones suficientes.
        </p>
      ) : (
        children
      )}
    </Card>
  );
}

export function TopCareersList({ careers }: { careers: RankedCareer[] }) {
  return (
    <ListCard id="home-top-careers" title="Carreras más valoradas" icon={GraduationCap} empty={careers.length === 0}>
      <ol className="-mx-3 flex flex-col gap-1">
        {careers.map((career, index) => (
          <RankedItem
            key={career.id}
            rank={index + 1}
            to={`/career/${career.id}`}
            title={career.name}
            meta={career.universityName}
            aside={<span>{reviewCountLabel(career.reviewCount)}</span>}
          />
        ))}
      </ol>
    </ListCard>
  );
}

export function TopSubjectsList({ subjects }: { subjects: RankedSubject[] }) {
  return (
    <ListCard id="home-top-subjects" title="Asignaturas mejor valoradas" icon={BookOpen} empty={subjects.length === 0}>
      <ol className="-mx-3 flex flex-col gap-1">
        {subjects.map((subject, index) => (
          <RankedItem
            key={subject.id}
            rank={index + 1}
            to={`/subject/${subject.id}`}
            title={subject.name}
            meta={`${subject.careerName} · ${subject.universityName}`}
            aside={
              <>
                <StarRating value={subject.averageRating} size="sm" />
                <span>{reviewCountLabel(subject.reviewCount)}</span>
              </>
            }
          />
        ))}
      </ol>
    </ListCard>
  );
}

export function FeaturedProfessorsList({ professors }: { professors: FeaturedProfessor[] }) {
  return (
    <ListCard id="home-top-professors" title="Profesores destacados" icon={UserRound} empty={professors.length === 0}>
      <ol className="-mx-3 flex flex-col gap-1">
        {professors.map((professor, index) => (
          <RankedItem
            key={professor.id}
            rank={index + 1}
            to={`/profesor/${professor.id}`}
            title={professor.name ?? ANONYMOUS_PROFESSOR}
            titleHint={professor.name ? undefined : PRIVATE_NAME_HINT}
            meta={[professor.department, professor.universityName].filter(Boolean).join(" · ")}
            aside={
              <>
                <StarRating value={professor.averageRating} size="sm" />
                <span>{reviewCountLabel(professor.reviewCount)}</span>
              </>
            }
          />
        ))}
      </ol>
    </ListCard>
  );
}
