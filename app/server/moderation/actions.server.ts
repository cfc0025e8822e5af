/**
 * The console's posts. Each one: the role check (permissions.server.ts; a visitor goes
 * to the login page, anyone else without the role gets a 403), the form through `readForm`, its
 * schema, the change with its audit row in one transaction, then a 303 back to the page it came
 * from with a fixed notice — a reload never repeats the action. Bad input is a Spanish 4xx; an item
 * another moderator decided first is a 409 that changes nothing.
 */
import type { SubmissionResult } from "@conform-to/dom";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";

import { firstRepliedError } from "~/lib/forms";
import { CONSOLE_PATH } from "~/lib/moderation";
import { CONSOLE_FIELDS, type ConsoleNotice, NOTICE_PARAM } from "~/lib/moderation-console";
import { CLAIM_MESSAGES } from "~/lib/professor-accounts";
import { OBJECTION_MESSAGES } from "~/lib/professor-objections";
import type { Viewer } from "~/server/auth/session.server";
import { NothingToDo } from "~/server/decisions/audit-log.server";
import { decideAppeal, findAppealedDecision } from "~/server/moderation/appeals.server";
import { removeStudentCareer } from "~/server/moderation/career-removal.server";
import { CatalogEditRefused, mergeCatalogEntries } from "~/server/moderation/catalog-merge.server";
import { removeStudentAddition } from "~/server/moderation/catalog-removal.server";
import { confirmStudentAddition, renameCatalogEntry } from "~/server/moderation/catalog-rename.server";
import { handleCatalogReport } from "~/server/moderation/catalog-reports.server";
import { moderateContent } from "~/server/moderation/content.server";
import {
  appealActionSchema,
  catalogEditActionSchema,
  claimActionSchema,
  contentActionSchema,
  domainActionSchema,
  legalNoticeActionSchema,
  objectionActionSchema,
  professorActionSchema,
  reportActionSchema,
  submissionActionSchema,
  userActionSchema,
} from "~/server/moderation/form-schemas.server";
import { decideLegalNotice } from "~/server/moderation/legal-notices.server";
import { setProfessorNamePublic } from "~/server/moderation/professors.server";
import { dismissReports } from "~/server/moderation/reports.server";
import {
  approveSubmission,
  InvalidLinkTarget,
  rejectSubmission,
  SubmissionAlreadyReviewed,
  TwinEntity,
} from "~/server/moderation/submissions.server";
import { setTeachingLink } from "~/server/moderation/teaching-links.server";
import { accountRole, changeRole, liftSuspension, suspendUser, warnUser } from "~/server/moderation/users.server";
import {
  type CaseRef,
  decideAppealReview,
  decideImpartially,
  decideRoleChange,
  decideSanction,
  type Decision,
  type ModerationLevel,
  requireModeration,
} from "~/server/permissions.server";
import { ClaimNotConfirmed, decideClaim, ProfileAlreadyClaimed } from "~/server/professors/claims.server";
import { DomainOfAnotherUniversity, saveEmailDomain, UnknownUniversity } from "~/server/professors/domains.server";
import { decideObjection, ObjectionNotConfirmed } from "~/server/professors/objections.server";
import { answerForm, parseSubmission, readForm } from "~/server/request/forms.server";
import { redirectTo } from "~/server/request/redirects.server";

type Context = Readonly<RouterContextProvider>;

const CONSOLE_ACTION_MESSAGES = {
  alreadyDecided: "Otro moderador ya se ha ocupado de esto: la página muestra ahora su estado actual.",
  submissionDecided: "Esta propuesta ya ha sido revisada por otro moderador.",
  invalidLink: "Elige una entrada existente de la lista para vincular la propuesta.",
  twin: (name: string) =>
    `Ya existe «${name}» con ese mismo nombre: vincula la propuesta a esa entrada en lugar de crear otra igual.`,
  userNotFound: "Usuario no encontrado.",
  professorNotFound: "Profesor no encontrado.",
  notSuspended: "Esta cuenta no está suspendida.",
  domainElsewhere: "Ese dominio ya es de otra universidad.",
  universityNotFound: "Universidad no encontrada.",
} as const;

/** The professors' profiles page posts a claim's decision, an objection's or an e-mail domain. */
const professorProfilesSchema = z.discriminatedUnion("intent", [
  ...claimActionSchema.options,
  ...objectionActionSchema.options,
  domainActionSchema,
]);

function refuse(status: number, message: string, form?: FormData, reply?: SubmissionResult<string[]>) {
  return answerForm({ intent: String(form?.get("intent") ?? ""), ok: false, message, reply }, status);
}

/** A refusal decided inside an action (the target's role, a missing row): answered as its 4xx. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Throws the refusal when the permission module says no. */
function enforce(decision: Decision): void {
  if (!decision.allowed) throw new Refusal(decision.status, decision.message);
}

/** Nobody decides a case that concerns them, nor an item whose appeal is pending (permissions.server.ts). */
async function requireImpartial(viewer: Viewer, ref: CaseRef): Promise<void> {
  enforce(await decideImpartially(viewer, ref));
}

/** Back to the console page the form was on (never anywhere else), with the action's notice. */
function backWith(form: FormData, request: Request, notice: ConsoleNotice): Response {
  const fallback = new URL(request.url).pathname.replace(/\.data$/, "");
  const requested = String(form.get(CONSOLE_FIELDS.back) ?? "");
  const target = new URL(requested.startsWith(`${CONSOLE_PATH}`) ? requested : fallback, "http://console.invalid");
  if (!target.pathname.startsWith(CONSOLE_PATH)) target.pathname = fallback;
  target.searchParams.set(NOTICE_PARAM, notice);
  return redirectTo(`${target.pathname}${target.search}`, { status: 303 }, CONSOLE_PATH);
}

/**
 * The shared frame of every console action: role, form, schema, then `act`. Expected refusals of
 * the domain modules become their 4xx; anything else is logged and answered with a Spanish 500.
 */
async function consoleAction<Schema extends z.ZodType>(
  request: Request,
  context: Context,
  schema: Schema,
  act: (input: z.output<Schema>, viewer: Viewer) => Promise<ConsoleNotice>,
  level: ModerationLevel = "moderator",
) {
  const viewer = requireModeration(context, request, level);
  const form = await readForm(request, { multiline: [CONSOLE_FIELDS.reason] });
  const submission = parseSubmission(form, schema);
  // Each console form has one or two fields: its first message says it all.
  if (submission.status !== "success")
    return refuse(400, firstRepliedError(submission.reply()) ?? "Revisa el formulario", form, submission.reply());
  try {
    return backWith(form, request, await act(submission.value, viewer));
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.status, error.message, form);
    if (error instanceof NothingToDo) return refuse(409, CONSOLE_ACTION_MESSAGES.alreadyDecided, form);
    if (error instanceof SubmissionAlreadyReviewed) return refuse(409, CONSOLE_ACTION_MESSAGES.submissionDecided, form);
    if (error instanceof InvalidLinkTarget) return refuse(400, CONSOLE_ACTION_MESSAGES.invalidLink, form);
    if (error instanceof TwinEntity) return refuse(409, CONSOLE_ACTION_MESSAGES.twin(error.existingName), form);
    if (error instanceof CatalogEditRefused) return refuse(error.status, error.message, form);
    console.error("Error en una acción de moderación", error);
    return refuse(500, "No se ha podido completar la acción. Inténtalo de nuevo.", form);
  }
}

export function handleReportAction(request: Request, context: Context) {
  return consoleAction(request, context, reportActionSchema, async (input, viewer) => {
    await requireImpartial(viewer, { kind: "review", id: input.reviewId });
    switch (input.intent) {
      case "descartar":
        await dismissReports(viewer.id, input.reviewId, input.motivo);
        return "descartado";
      case "ocultar":
        await moderateContent(viewer.id, "review", input.reviewId, "hide", input.motivo, input.norma);
        return "ocultado";
      case "restaurar":
        await moderateContent(viewer.id, "review", input.reviewId, "restore", input.motivo);
        return "restaurado";
    }
  });
}

export function handleContentAction(request: Request, context: Context) {
  return consoleAction(request, context, contentActionSchema, async (input, viewer) => {
    await requireImpartial(viewer, { kind: input.kind, id: input.id });
    const decision = ({ publicar: "publish", ocultar: "hide", restaurar: "restore" } as const)[input.intent];
    await moderateContent(
      viewer.id,
      input.kind,
      input.id,
      decision,
      input.motivo,
      input.intent === "ocultar" ? input.norma : null,
    );
    return ({ publish: "publicado", hide: "ocultado", restore: "restaurado" } as const)[decision];
  });
}

export function handleLegalNoticeAction(request: Request, context: Context) {
  return consoleAction(request, context, legalNoticeActionSchema, async (input, viewer) => {
    await requireImpartial(viewer, { kind: "notice", id: input.noticeId });
    await decideLegalNotice(viewer.id, input.noticeId, input.intent === "retirar" ? "withdraw" : "keep", input.motivo);
    return input.intent === "retirar" ? "retirado" : "mantenido";
  });
}

export function handleAppealAction(request: Request, context: Context) {
  return consoleAction(request, context, appealActionSchema, async (input, viewer) => {
    const appealed = await findAppealedDecision(input.appealId);
    if (!appealed) throw new NothingToDo();
    enforce(await decideAppealReview(viewer, appealed));
    const { restoration } = await decideAppeal(
      viewer.id,
      input.appealId,
      input.intent === "estimar" ? "reverse" : "uphold",
      input.motivo,
    );
    if (input.intent !== "estimar") return "desestimado";
    return restoration ? (restoration.restored ? "estimado-restaurada" : "estimado-sin-restaurar") : "estimado";
  });
}

export function handleProfessorProfilesAction(request: Request, context: Context) {
  return consoleAction(request, context, professorProfilesSchema, async (input, viewer) => {
    if (input.intent === "aceptar-oposicion" || input.intent === "rechazar-oposicion") {
      await requireImpartial(viewer, { kind: "objection", id: input.objectionId });
      const accept = input.intent === "aceptar-oposicion";
      try {
        await decideObjection(viewer.id, input.objectionId, accept ? "accept" : "reject", input.motivo);
      } catch (error) {
        if (error instanceof ObjectionNotConfirmed) throw new Refusal(409, OBJECTION_MESSAGES.notConfirmed);
        throw error;
      }
      return accept ? "oposicion-aceptada" : "oposicion-rechazada";
    }
    if (input.intent === "dominio") {
      try {
        await saveEmailDomain(viewer.id, input.universidad, input.dominio, input.tipo);
      } catch (error) {
        if (error instanceof DomainOfAnotherUniversity) throw new Refusal(409, CONSOLE_ACTION_MESSAGES.domainElsewhere);
        if (error instanceof UnknownUniversity) throw new Refusal(404, CONSOLE_ACTION_MESSAGES.universityNotFound);
        throw error;
      }
      return "dominio";
    }
    await requireImpartial(viewer, { kind: "claim", id: input.claimId });
    try {
      await decideClaim(viewer.id, input.claimId, input.intent === "verificar" ? "approve" : "reject", input.motivo);
    } catch (error) {
      if (error instanceof ProfileAlreadyClaimed) throw new Refusal(409, CLAIM_MESSAGES.alreadyClaimed);
      if (error instanceof ClaimNotConfirmed) throw new Refusal(409, CLAIM_MESSAGES.notConfirmed);
      throw error;
    }
    return input.intent === "verificar" ? "verificado" : "denegado";
  });
}

export function handleSubmissionAction(request: Request, context: Context) {
  return consoleAction(request, context, submissionActionSchema, async (input, viewer) => {
    await requireImpartial(viewer, { kind: "submission", id: input.submissionId });
    if (input.intent === "rechazar") {
      await rejectSubmission(viewer.id, input.submissionId, input.motivo);
      return "rechazada";
    }
    await approveSubmission(
      viewer.id,
      input.submissionId,
      input.destino === "nueva" ? null : input.destino,
      input.motivo,
    );
    return "aprobada";
  });
}

export function handleUserAction(request: Request, context: Context) {
  return consoleAction(request, context, userActionSchema, async (input, viewer) => {
    const target = await accountRole(input.userId);
    if (!target) throw new Refusal(404, CONSOLE_ACTION_MESSAGES.userNotFound);
    if (input.intent === "rol") {
      enforce(decideRoleChange(viewer, input.userId));
      await requireImpartial(viewer, { kind: "user", id: input.userId });
      await changeRole(viewer.id, input.userId, input.rol, input.motivo);
      return "rol";
    }
    await requireImpartial(viewer, { kind: "user", id: input.userId });
    enforce(decideSanction(target));
    switch (input.intent) {
      case "advertir":
        await warnUser(viewer.id, input.userId, input.norma, input.motivo);
        return "advertido";
      case "suspender":
        await suspendUser(viewer.id, input.userId, input.dias, input.norma, input.motivo);
        return "suspendido";
      case "levantar":
        if (!(await liftSuspension(viewer.id, input.userId, input.motivo)))
          throw new Refusal(409, CONSOLE_ACTION_MESSAGES.notSuspended);
        return "levantada";
    }
  });
}

export function handleProfessorAction(request: Request, context: Context) {
  return consoleAction(request, context, professorActionSchema, async (input, viewer) => {
    await requireImpartial(viewer, { kind: "professor", id: input.professorId });
    if (input.intent !== "nombre") {
      await setTeachingLink(viewer.id, input.professorId, input.asignatura, input.intent === "vincular");
      return input.intent === "vincular" ? "vinculado" : "desvinculado";
    }
    const found = await setProfessorNamePublic(viewer.id, input.professorId, input.publico === "si", input.motivo);
    if (!found) throw new Refusal(404, CONSOLE_ACTION_MESSAGES.professorNotFound);
    return "nombre";
  });
}

/**
 * The queue of student additions: merge an entry into its twin, rename it, delete it (a career with
 * its subjects), confirm a career or a professor, or mark a notice handled.
 */
export function handleCatalogEditAction(request: Request, context: Context) {
  return consoleAction(request, context, catalogEditActionSchema, async (input, viewer) => {
    if (input.intent === "atender-aviso") {
      await requireImpartial(viewer, { kind: "catalog_report", id: input.id });
      if (!(await handleCatalogReport(input.id, viewer.id)))
        throw new Refusal(409, CONSOLE_ACTION_MESSAGES.alreadyDecided);
      return "aviso-atendido";
    }
    if (input.intent === "confirmar") {
      await requireImpartial(viewer, { kind: input.tipo, id: input.id });
      await confirmStudentAddition(input.tipo, input.id, viewer.id);
      return input.tipo === "career" ? "carrera-confirmada" : "profesor-confirmado";
    }
    if (input.intent === "eliminar-carrera") {
      await requireImpartial(viewer, { kind: "career", id: input.id });
      await removeStudentCareer(viewer.id, input.id, input.norma, input.motivo);
      return "carrera-eliminada";
    }
    await requireImpartial(viewer, { kind: input.tipo, id: input.id });
    if (input.intent === "eliminar") {
      await removeStudentAddition(viewer.id, input.tipo, input.id, input.norma, input.motivo);
      return "eliminada";
    }
    if (input.intent === "renombrar") {
      await renameCatalogEntry(input.tipo, input.id, input.nombre, viewer.id);
      return "renombrada";
    }
    await requireImpartial(viewer, { kind: input.tipo, id: input.con });
    await mergeCatalogEntries(input.tipo, input.id, input.con, viewer.id);
    return "fusionada";
  });
}
