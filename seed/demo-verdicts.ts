/**
 * The demo students' verdicts on their career and university: about two in five give one on their
 * career and one in three on their university, their categories around their overall stars (some
 * left unrated), «¿Volverías a elegirla?» agreeing with them, and a demo text of their band. From a
 * random stream of its own, so the rest of the demo data stays as it was.
 */
import { FINISHED_STAGE, LAST_COURSE, VERDICT_CATEGORIES, type VerdictKind } from "~/lib/verdicts";
import type * as t from "~/server/db/schema";

import { DEMO_VERDICT_TEXTS, type VerdictBand } from "./data/demo-verdict-texts";
import { SeededRandom, stableId } from "./random";

type Insert<Table extends { $inferInsert: unknown }> = Table["$inferInsert"];

const SHARE: Record<VerdictKind, number> = { career: 0.4, university: 0.33 };

interface Student {
  id: string;
  careerId: string;
  universityId: string;
}

export function buildDemoVerdicts(students: readonly Student[], now: number): Insert<typeof t.reviews>[] {
  const random = new SeededRandom(20261129);
  const verdicts: Insert<typeof t.reviews>[] = [];
  // A degree's or a university's students mostly agree: each has a quality its verdicts gather around.
  const quality = new Map<string, number>();
  const qualityOf = (key: string) => {
    if (!quality.has(key)) quality.set(key, random.int(2, 5));
    return quality.get(key)!;
  };
  const around = (centre: number) => Math.min(5, Math.max(1, centre + random.pick([-1, 0, 0, 0, 1])));
  for (const student of students) {
    for (const kind of ["career", "university"] as const) {
      if (!random.chance(SHARE[kind])) continue;
      const target = kind === "career" ? student.careerId : student.universityId;
      const rating = around(qualityOf(`${kind}:${target}`));
      const band: VerdictBand = rating <= 2 ? "low" : rating === 3 ? "mid" : "high";
      const createdAt = new Date(now - random.int(24, 400 * 24) * 3_600_000);
      verdicts.push({
        id: stableId("review", `${student.id}:${kind}:${target}`),
        userId: student.id,
        reviewType: kind,
        careerId: kind === "career" ? target : null,
        universityId: kind === "university" ? target : null,
        rating,
        categoryRatings: VERDICT_CATEGORIES[kind].map(() => (random.chance(0.8) ? around(rating) : null)),
        studyStage: random.chance(0.15) ? FINISHED_STAGE : random.int(1, LAST_COURSE - 2),
        wouldTakeAgain: random.chance(0.1) ? null : rating >= 4 ? "yes" : rating === 3 ? "unsure" : "no",
        comment: random.pick(DEMO_VERDICT_TEXTS[kind][band]),
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return verdicts;
}
