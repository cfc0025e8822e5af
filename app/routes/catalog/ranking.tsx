import type { ReactNode } from "react";
import { data, Form, useNavigation } from "react-router";

import { RankedItem, reviewCountLabel } from "~/components/ranked-item";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage, SelectField } from "~/components/ui/form-field";
import {
  BookOpen,
  Gauge,
  GraduationCap,
  type IconComponent,
  Landmark,
  RefreshCw,
  UserRound,
} from "~/components/ui/icons";
import { StarRating } from "~/components/ui/star-rating";
import { TabLinks } from "~/components/ui/tab-links";
import { formatPercent, formatRating, formatScore, plural } from "~/lib/format";
import { ANONYMOUS_PROFESSOR } from "~/lib/privacy-labels";
import {
  ASPECT_PARAM,
  isVerdictRanking,
  parseRankingTab,
  RANKING_MIN_ANSWERS,
  RANKING_SIZE,
  RANKING_TABS,
  rankingHref,
  type RankingTab,
  UNKNOWN_ASPECT,
  VERDICT_RANKINGS,
  type VerdictRankingTab,
} from "~/lib/ranking";
import { RANKING_MIN_VERDICTS, VERDICT_CATEGORIES, type VerdictKind } from "~/lib/verdicts";
import {
  allowRankingRefresh,
  rankCareers,
  rankLeastDifficultSubjects,
  rankProfessorsWouldTakeAgain,
  rankSubjects,
  rankUniversities,
  rankVerdicts,
} from "~/server/catalog/rankings.server";
import { answerForm, readForm } from "~/server/request/forms.server";
import { redirectTo } from "~/server/request/redirects.server";
import { getClientAddress } from "~/server/request/request-context.server";

import type { Route } from "./+types/ranking";

const TABS: Record<RankingTab, { label: string; icon: IconComponent }> = {
  universidades: { label: "Universidades", icon: Landmark },
  carreras: { label: "Carreras", icon: GraduationCap },
  "opinion-universidades": { label: "Universidades según sus estudiantes", icon: Landmark },
  "opinion-carreras": { label: "Carreras según sus estudiantes", icon: GraduationCap },
  asignaturas: { label: "Asignaturas", icon: BookOpen },
  "menos-dificiles": { label: "Menos difíciles", icon: Gauge },
  profesores: { label: "Volverían a elegirlos", icon: UserRound },
};

/** SPEC §8: the rankings' load failure. */
const LOAD_ERROR = "Error al cargar los datos";
const REFRESH_THROTTLED =
  "Has actualizado el ranking varias veces seguidas. Espera unos minutos y vuelve a intentarlo.";

export const meta = () => [
  { title: "Ranking de universidades, carreras y asignaturas · UniOpina" },
  {
    name: "description",
    content: "Las universidades, carreras y asignaturas mejor valoradas por sus estudiantes en UniOpina.",
  },
];

async function loadRanking(tab: RankingTab, aspect: string | null) {
  switch (tab) {
    case "opinion-carreras":
    case "opinion-universidades":
      return { tab, aspect, verdicts: await rankVerdicts(VERDICT_RANKINGS[tab], aspect) } as const;
    case "universidades":
      return { tab, universities: await rankUniversities() } as const;
    case "carreras":
      return { tab, careers: await rankCareers() } as const;
    case "asignaturas":
      return { tab, subjects: await rankSubjects() } as const;
    case "menos-dificiles":
      return { tab, subjects: await rankLeastDifficultSubjects() } as const;
    case "profesores":
      return { tab, professors: await rankProfessorsWouldTakeAgain() } as const;
  }
}

/**
 * One query for the tab shown, shared per generation of the public pages: recomputed after any
 * write (a new review changes the stored aggregates it ranks), and the refresh button is one.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const tab = parseRankingTab(params.get("tab"));
  const aspect = params.get(ASPECT_PARAM) || null;
  // A category that the tab's kind does not have is a link that leads nowhere: say so.
  if (
    aspect !== null &&
    !(isVerdictRanking(tab) && VERDICT_CATEGORIES[VERDICT_RANKINGS[tab]].some((category) => category.key === aspect))
  ) {
    throw data(UNKNOWN_ASPECT, { status: 400 });
  }
  try {
    return { tab, ranking: await loadRanking(tab, aspect) };
  } catch (error) {
    console.error(LOAD_ERROR, error);
    return data({ tab, ranking: null }, { status: 500 });
  }
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

/** The refresh button: a post that makes the cached pages stale (answered 303 back to the tab). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const tab = parseRankingTab(form.get("tab"));
  if (!(await allowRankingRefresh(getClientAddress(context))))
    return answerForm({ intent: "", ok: false, message: REFRESH_THROTTLED }, 429);
  return redirectTo(rankingHref(tab), { status: 303 });
}

type Ranking = Awaited<ReturnType<typeof loadRanking>>;

interface RankingRow {
  id: string;
  to: string;
  title: string;
  meta: string;
  aside: ReactNode;
}

function rankingRows(ranking: Ranking): RankingRow[] {
  switch (ranking.tab) {
    case "opinion-carreras":
    case "opinion-universidades":
      return ranking.verdicts.map((entry) => ({
        id: entry.id,
        to: ranking.tab === "opinion-carreras" ? `/career/${entry.id}` : `/universidad/${entry.id}`,
        title: entry.name,
        meta: entry.place ?? "",
        aside: (
          <>
            <StarRating value={entry.average} size="sm" className="font-semibold text-slate-900 dark:text-slate-100" />
            <span>{plural(entry.answers, "opinión", "opiniones")}</span>
          </>
        ),
      }));
    case "universidades":
      return ranking.universities.map((university) => ({
        id: university.id,
        to: `/universidad/${university.id}`,
        title: university.name,
        meta: [university.acronym, university.city].filter(Boolean).join(" · "),
        aside: (
          <>
            <span className="font-semibold text-slate-900 dark:text-slate-100">{`Puntuación ${formatScore(university.score)}`}</span>
            <StarRating value={university.averageRating} size="sm" />
            <span>{reviewCountLabel(university.reviewCount)}</span>
          </>
        ),
      }));
    case "carreras":
      return ranking.careers.map((career) => ({
        id: career.id,
        to: `/career/${career.id}`,
        title: career.name,
        meta: career.universityName,
        aside: (
          <>
            <span className="font-semibold text-slate-900 dark:text-slate-100">
              {reviewCountLabel(career.reviewCount)}
            </span>
            <StarRating value={career.averageRating} size="sm" />
          </>
        ),
      }));
    case "asignaturas":
    case "menos-dificiles":
      return ranking.subjects.map((subject) => ({
        id: subject.id,
        to: `/subject/${subject.id}`,
        title: subject.name,
        meta: `${subject.careerName} · ${subject.universityName}`,
        aside: (
          <>
            {ranking.tab === "menos-dificiles" && subject.averageDifficulty != null && (
              <span className="font-semibold text-slate-900 dark:text-slate-100">{`Dificultad ${formatRating(subject.averageDifficulty)}/5`}</span>
            )}
            <StarRating
              value={subject.averageRating}
              size="sm"
              className={ranking.tab === "asignaturas" ? "font-semibold text-slate-900 dark:text-slate-100" : undefined}
            />
            <span>{reviewCountLabel(subject.reviewCount)}</span>
          </>
        ),
      }));
    case "profesores":
      return ranking.professors.map((professor) => ({
        id: professor.id,
        to: `/profesor/${professor.id}`,
        title: professor.name ?? ANONYMOUS_PROFESSOR,
        meta: [professor.department, professor.universityName].filter(Boolean).join(" · "),
        aside: (
          <>
            <span className="font-semibold text-slate-900 dark:text-slate-100">{`${formatPercent(professor.wouldTakeAgainYes / professor.wouldTakeAgainAnswers)} volvería a elegirle`}</span>
            <span>{plural(professor.wouldTakeAgainAnswers, "respuesta", "respuestas")}</span>
          </>
        ),
      }));
  }
}

function RankingList({ ranking }: { ranking: Ranking }) {
  const rows = rankingRows(ranking);
  if (rows.length === 0) {
    return (
      <p className="py-10 text-center text-slate-600 dark:text-slate-400">
        Todavía no hay valoraciones suficientes para este ranking.
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-1">
      {rows.map(({ id, ...row }, index) => (
        <RankedItem key={id} rank={index + 1} {...row} />
      ))}
    </ol>
  );
}

const verdictExplanation = (kind: VerdictKind) =>
  `Por la media de estrellas que les dan sus propios estudiantes verificados, en general o en el aspecto elegido; solo las que tienen al menos ${plural(RANKING_MIN_VERDICTS[kind], "opinión", "opiniones")} en él. A igual media, las que tienen más.`;

const EXPLANATIONS: Record<RankingTab, string> = {
  "opinion-universidades": verdictExplanation("university"),
  "opinion-carreras": verdictExplanation("career"),
  universidades:
    "Puntuación = valoración media × log10(número de reseñas + 1), con las reseñas que han escrito los estudiantes de cada universidad: una buena media pesa más cuantas más reseñas la respaldan.",
  carreras: "Las carreras con más reseñas de sus asignaturas, con la valoración media de esas reseñas.",
  asignaturas: "Las asignaturas con mejor valoración media; a igual media, las que tienen más reseñas.",
  "menos-dificiles":
    "Las asignaturas con la dificultad media más baja según sus reseñas; a igual dificultad, las que tienen más reseñas.",
  profesores: `Los profesores a los que más estudiantes volverían a elegir, entre los que tienen al menos ${RANKING_MIN_ANSWERS} respuestas («No estoy seguro» cuenta como respuesta); a igual porcentaje, los que tienen más.`,
};

export default function RankingRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, ranking } = loaderData;
  const navigation = useNavigation();
  const refreshing = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Ranking</h1>
          <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{`El top ${RANKING_SIZE} de universidades, carreras, asignaturas y profesores según las reseñas de los estudiantes.`}</p>
        </div>
        <Form method="post" className="shrink-0">
          <input type="hidden" name="tab" value={tab} />
          <Button type="submit" variant="secondary" loading={refreshing}>
            {!refreshing && <RefreshCw className="size-4" aria-hidden="true" />}
            Actualizar
          </Button>
        </Form>
      </header>
      {actionData && <FormMessage tone="error">{actionData.message}</FormMessage>}
      <TabLinks
        label="Rankings"
        tabs={RANKING_TABS.map((id) => ({
          to: rankingHref(id),
          label: TABS[id].label,
          icon: TABS[id].icon,
          active: id === tab,
        }))}
      />
      <Card as="section" padding="md" aria-labelledby="ranking-titulo">
        <h2 id="ranking-titulo" className="text-xl font-bold">{`Top ${RANKING_SIZE} · ${TABS[tab].label}`}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{EXPLANATIONS[tab]}</p>
        {isVerdictRanking(tab) && (
          <AspectChoice tab={tab} aspect={ranking && "aspect" in ranking ? (ranking.aspect ?? null) : null} />
        )}
        <div className="mt-4">
          {ranking ? (
            <RankingList ranking={ranking} />
          ) : (
            <div className="py-6">
              <FormMessage tone="error">{LOAD_ERROR}</FormMessage>
            </div>
          )}
        </div>
      </Card>
    </div>
  );
}

/** Overall or one category: a GET form, so the choice is a link to share and works without JavaScript. */
function AspectChoice({ tab, aspect }: { tab: VerdictRankingTab; aspect: string | null }) {
  return (
    <Form method="get" action="/ranking" className="mt-4 flex flex-wrap items-end gap-3">
      <input type="hidden" name="tab" value={tab} />
      <SelectField label="Aspecto" name={ASPECT_PARAM} defaultValue={aspect ?? ""} wrapperClassName="min-w-56 flex-1">
        <option value="">Valoración general</option>
        {VERDICT_CATEGORIES[VERDICT_RANKINGS[tab]].map((category) => (
          <option key={category.key} value={category.key}>
            {category.label}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary">
        Ver ranking
      </Button>
    </Form>
  );
}
