/**
 * Synthetic students' verdicts on their career and their university, in proportion to the
 * students (as the demo seed's, seed/demo-verdicts.ts): two in five give one on their career, one
 * in three on their university. A career's or a university's verdicts gather around a quality of
 * its own; each category is rated four times in five, around the overall stars; «¿Volverías a
 * elegirla?» agrees with the stars; the text is one of the demo texts of the stars' band. Every
 * choice comes from hashes of the student and the target, so a run is repeatable.
 */
import { type SQL, sql } from "drizzle-orm";

import { FINISHED_STAGE, LAST_COURSE, VERDICT_CATEGORIES, type VerdictKind } from "~/lib/verdicts";

import { DEMO_VERDICT_TEXTS, type VerdictBand } from "../data/demo-verdict-texts";
import type { Step } from "./plan";

const SHARE: Record<VerdictKind, number> = { career: 0.4, university: 0.33 };
const BANDS: VerdictBand[] = ["low", "mid", "high"];

/** A number in [0, 1) from the row's seed and `part`. */
const unit = (part: number | string) => sql.raw(`pg_temp.unit(md5(v.seed || '${part}'), 0)`);
const clampStars = (expression: SQL) => sql`least(5, greatest(1, ${expression}))::smallint`;

function verdictStatement(kind: VerdictKind): SQL {
  const target = sql.raw(kind === "career" ? "s.career_id" : "s.university_id");
  const texts = (band: VerdictBand) => DEMO_VERDICT_TEXTS[kind][band];
  const textOf = sql.join(
    BANDS.map(
      (band) =>
        sql`WHEN ${band} THEN (ARRAY[${sql.join(
          texts(band).map((text) => sql`${text}`),
          sql`, `,
        )}])[1 + floor(${unit("text")} * ${texts(band).length})::int]`,
    ),
    sql` `,
  );
  const categories = sql.join(
    VERDICT_CATEGORIES[kind].map(
      (_, index) =>
        sql`CASE WHEN ${unit(`c${index}`)} < 0.8 THEN ${clampStars(sql`v.rating + floor(${unit(`d${index}`)} * 3)::int - 1`)} END`,
    ),
    sql`, `,
  );
  return sql`
    INSERT INTO reviews (user_id, review_type, career_id, university_id, rating, category_ratings, study_stage, would_take_again, comment, created_at, updated_at)
    SELECT v.user_id, ${kind}, ${kind === "career" ? sql`v.target` : sql`NULL`}::uuid, ${kind === "university" ? sql`v.target` : sql`NULL`}::uuid, v.rating,
      ARRAY[${categories}]::smallint[],
      CASE WHEN ${unit("stage")} < 0.15 THEN ${FINISHED_STAGE} ELSE 1 + floor(${unit("course")} * ${LAST_COURSE - 2})::int END,
      CASE WHEN ${unit("again")} < 0.1 THEN NULL WHEN v.rating >= 4 THEN 'yes' WHEN v.rating = 3 THEN 'unsure' ELSE 'no' END,
      CASE v.band ${textOf} END,
      v.created_at, v.created_at
    FROM (
      SELECT r.*, CASE WHEN r.rating <= 2 THEN 'low' WHEN r.rating = 3 THEN 'mid' ELSE 'high' END AS band
      FROM (
        SELECT s.user_id, ${target} AS target, s.seed, s.created_at + (now() - s.created_at) * pg_temp.unit(md5(s.seed || 'when'), 0) AS created_at,
          ${clampStars(sql`2 + floor(pg_temp.unit(md5(${target}::text), 0) * 4)::int + floor(pg_temp.unit(md5(s.seed || 'stars'), 0) * 3)::int - 1`)} AS rating
        FROM (SELECT user_id, career_id, university_id, created_at, md5(user_id || ${`:${kind}`}) AS seed FROM syn_student) s
        WHERE pg_temp.unit(md5(s.seed || 'gives'), 0) < ${SHARE[kind]}
      ) r
    ) v`;
}

export const verdictSteps: Step[] = [
  {
    label: "Opiniones sobre carreras y universidades",
    statements: [verdictStatement("career"), verdictStatement("university")],
  },
];
