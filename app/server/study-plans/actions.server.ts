/**
 * The study plan form's post (/career/:careerId/plan). Three buttons share it: «Añadir más filas»
 * and «Convertir en filas» answer the form again with more rows or with the pasted text read into
 * rows (so both work without JavaScript), and «Añadir al plan» writes. In order: the permission
 * module, the per-address throttle, each row's own checks, the screening of each name, the
 * career's subjects (the same name is left out, a near one is asked about), then the insert, which
 * enforces the day's limit. A refusal answers every row as typed, each message under its field.
 */
import type { RouterContextProvider } from "react-router";
import { data } from "react-router";

import type { FormResult } from "~/lib/forms";
import {
  PLAN_ADDED_PARAM,
  PLAN_BLANK_ROWS,
  PLAN_BODY_LIMIT_BYTES,
  PLAN_INTENTS,
  PLAN_MESSAGES,
  PLAN_PASTE_FIELD,
  PLAN_PASTE_MAX,
  PLAN_REVIEW_AFTER,
  PLAN_ROWS_MAX,
  PLAN_SKIPPED_PARAM,
  type PlanAnswer,
  type TypedPlanRow,
  typedRowOfPasted,
} from "~/lib/plan-form";
import { parsePastedPlan } from "~/lib/plan-paste";
import { COMPOSER_ANCHOR, WRITE_REVIEW_QUERY } from "~/lib/review-forms";
import { getViewer } from "~/server/auth/session.server";
import { getCareerPage } from "~/server/catalog/reads.server";
import { decidePlanAddition } from "~/server/permissions.server";
import { answerForm, readForm } from "~/server/request/forms.server";
import { redirectTo } from "~/server/request/redirects.server";
import { catalogHosts } from "~/server/screening/catalog-hosts.server";
import { screenText } from "~/server/screening/screening.server";
import { addressOverLimit } from "~/server/study-plans/address-throttle.server";
import {
  checkPlanRows,
  planReply,
  type RowErrors,
  shownPlanRows,
  typedPlanRows,
} from "~/server/study-plans/plan-rows.server";
import { matchCareerSubjects } from "~/server/study-plans/reads.server";
import { addPlanSubjects, PlanDailyLimitReached } from "~/server/study-plans/writes.server";

type Intent = (typeof PLAN_INTENTS)[keyof typeof PLAN_INTENTS];

function answer(
  status: number,
  intent: Intent,
  rows: readonly TypedPlanRow[],
  message: string,
  errors?: RowErrors,
  extraRows = 0,
  nearRows: number[] = [],
) {
  const result: FormResult<PlanAnswer> = {
    intent,
    ok: status < 400,
    message,
    reply: planReply(rows, errors),
    data: { rowCount: Math.max(rows.length + extraRows, PLAN_BLANK_ROWS), nearRows },
  };
  return answerForm(result, status);
}

export async function handlePlanAction(request: Request, context: Readonly<RouterContextProvider>, careerId: string) {
  const formData = await readForm(request, { multiline: [PLAN_PASTE_FIELD], limitBytes: PLAN_BODY_LIMIT_BYTES });
  const intent =
    Object.values(PLAN_INTENTS).find((candidate) => candidate === formData.get("intent")) ?? PLAN_INTENTS.save;
  const rows = typedPlanRows(formData);
  const career = await getCareerPage(careerId);
  if (!career) throw data(PLAN_MESSAGES.careerNotFound, { status: 404 });
  const viewer = getViewer(context);
  const decision = await decidePlanAddition(viewer, careerId);
  if (!decision.allowed) return answer(decision.status, intent, rows, decision.message);

  if (intent === PLAN_INTENTS.moreRows)
    return answer(
      200,
      intent,
      rows,
      "",
      undefined,
      Math.max(shownPlanRows(formData) - rows.length, 0) + PLAN_BLANK_ROWS,
    );
  if (intent === PLAN_INTENTS.readPaste) return readPaste(formData, rows);

  if (await addressOverLimit(context)) return answer(429, intent, rows, PLAN_MESSAGES.throttled);
  if (rows.length === 0) return answer(400, intent, rows, PLAN_MESSAGES.nothingToAdd);
  if (rows.length > PLAN_ROWS_MAX) return answer(400, intent, rows, PLAN_MESSAGES.tooManyRows);

  const { valid, errors } = checkPlanRows(rows);
  const hosts = await catalogHosts();
  const matches = await matchCareerSubjects(
    careerId,
    valid.map((row) => row.name),
  );
  const nearRows: number[] = [];
  valid.forEach((row, position) => {
    const screening = screenText(row.name, hosts, null);
    if (screening.outcome === "hold") errors.set(row.index, { nombre: PLAN_MESSAGES.row.held(screening.note ?? "") });
    else if (matches[position]?.near && !row.confirmedDifferent) {
      errors.set(row.index, { nombre: PLAN_MESSAGES.row.near(matches[position].near) });
      nearRows.push(row.index);
    }
  });
  if (errors.size > 0) return answer(400, intent, rows, PLAN_MESSAGES.rowsToFix, errors, 0, nearRows);

  try {
    const { added, skipped, subjectIds } = await addPlanSubjects(viewer!.id, careerId, valid);
    // «Añadir y opinar»: the one subject the student came to review, then its review form.
    if (formData.get(PLAN_REVIEW_AFTER.field) === PLAN_REVIEW_AFTER.value && subjectIds.length === 1) {
      return redirectTo(`/subject/${subjectIds[0]}?${WRITE_REVIEW_QUERY}#${COMPOSER_ANCHOR}`, { status: 303 });
    }
    return redirectTo(`/career/${careerId}?${PLAN_ADDED_PARAM}=${added}&${PLAN_SKIPPED_PARAM}=${skipped}#career-plan`, {
      status: 303,
    });
  } catch (error) {
    if (error instanceof PlanDailyLimitReached)
      return answer(429, intent, rows, PLAN_MESSAGES.dailyLimit(error.remaining));
    console.error(PLAN_MESSAGES.failed, error);
    return answer(500, intent, rows, PLAN_MESSAGES.failed);
  }
}

/** The pasted text read into rows after the ones typed, for the student to check before sending. */
function readPaste(formData: FormData, typed: readonly TypedPlanRow[]) {
  const text = String(formData.get(PLAN_PASTE_FIELD) ?? "").slice(0, PLAN_PASTE_MAX);
  if (text.trim() === "") return answer(400, PLAN_INTENTS.readPaste, typed, PLAN_MESSAGES.pasteEmpty);
  const pasted = parsePastedPlan(text).map(typedRowOfPasted);
  if (pasted.length === 0) return answer(400, PLAN_INTENTS.readPaste, typed, PLAN_MESSAGES.pasteNothing);
  return answer(200, PLAN_INTENTS.readPaste, [...typed, ...pasted], PLAN_MESSAGES.pasteRead(pasted.length));
}
