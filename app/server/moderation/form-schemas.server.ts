/** The console's forms: ids checked before any query, reasons trimmed and bounded, Spanish messages. */
import { z } from "zod";

import { identityRequired, LEGAL_NOTICE_LIMITS, LEGAL_NOTICE_REASONS } from "~/lib/legal-notices";
import { ASSIGNABLE_ROLES, MODERATED_CONTENT_KINDS } from "~/lib/moderation";
import { MODERATION_LIMITS as L } from "~/lib/moderation-console";
import { APPEAL_LIMITS, APPEAL_MESSAGES, MODERATOR_RULES } from "~/lib/moderation-decisions";
import { EMAIL_DOMAIN_KINDS } from "~/lib/professor-accounts";

const id = z.uuid("Elemento no válido").transform((value) => value.toLowerCase());
/** better-auth's account ids are random text, not UUIDs. */
const userId = z.string().trim().min(1, "Usuario no válido").max(100, "Usuario no válido");

const optionalReason = z
  .string()
  .trim()
  .max(L.reasonMax, `El motivo no puede superar los ${L.reasonMax} caracteres`)
  .transform((value) => (value === "" ? null : value));
/** The rule of the terms a restriction breaks: its statement of reasons cites it. */
const rule = z.enum(MODERATOR_RULES, "Elige la norma que incumple: se citará en el aviso al autor");
const requiredReason = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(L.reasonMax, `El motivo no puede superar los ${L.reasonMax} caracteres`);

export const reportActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("descartar"), reviewId: id, motivo: optionalReason.default("") }),
  z.object({
    intent: z.literal("ocultar"),
    reviewId: id,
    norma: rule,
    motivo: requiredReason("Explica por qué ocultas la reseña"),
  }),
  z.object({ intent: z.literal("restaurar"), reviewId: id, motivo: optionalReason.default("") }),
]);

export const contentActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("publicar"),
    kind: z.enum(MODERATED_CONTENT_KINDS),
    id,
    motivo: optionalReason.default(""),
  }),
  z.object({
    intent: z.literal("ocultar"),
    kind: z.enum(MODERATED_CONTENT_KINDS),
    id,
    norma: rule,
    motivo: requiredReason("Explica por qué ocultas este contenido"),
  }),
  z.object({
    intent: z.literal("restaurar"),
    kind: z.enum(MODERATED_CONTENT_KINDS),
    id,
    motivo: optionalReason.default(""),
  }),
]);

export const submissionActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("aprobar"),
    submissionId: id,
    /** "nueva" creates the entry; an id links the request to that existing entry. */
    destino: z.union([z.literal("nueva"), id]).default("nueva"),
    motivo: optionalReason.default(""),
  }),
  z.object({
    intent: z.literal("rechazar"),
    submissionId: id,
    motivo: requiredReason("Explica por qué rechazas la propuesta: se lo diremos a quien la envió"),
  }),
]);

export const userActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("advertir"),
    userId,
    norma: rule,
    motivo: requiredReason("Escribe el motivo de la advertencia: se enviará al usuario"),
  }),
  z.object({
    intent: z.literal("suspender"),
    userId,
    norma: rule,
    dias: z.coerce
      .number({ error: `Indica los días de suspensión (de ${L.suspensionDaysMin} a ${L.suspensionDaysMax})` })
      .int(`Indica los días de suspensión (de ${L.suspensionDaysMin} a ${L.suspensionDaysMax})`)
      .min(L.suspensionDaysMin, `Indica los días de suspensión (de ${L.suspensionDaysMin} a ${L.suspensionDaysMax})`)
      .max(L.suspensionDaysMax, `Indica los días de suspensión (de ${L.suspensionDaysMin} a ${L.suspensionDaysMax})`),
    motivo: requiredReason("Escribe el motivo de la suspensión: se enviará al usuario"),
  }),
  z.object({ intent: z.literal("levantar"), userId, motivo: optionalReason.default("") }),
  z.object({
    intent: z.literal("rol"),
    userId,
    rol: z.enum(ASSIGNABLE_ROLES, "Elige un rol de la lista"),
    motivo: optionalReason.default(""),
  }),
]);

/** A subject as the moderator gives it: its page's address pasted (/subject/…) or its id. */
const subjectAddress = z
  .string({ error: "Pega la dirección de la asignatura" })
  .max(500, "Pega la dirección de la asignatura")
  .transform(
    (value) => /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i.exec(value)?.[0]?.toLowerCase() ?? "",
  )
  .pipe(z.string().min(1, "Pega la dirección de la asignatura (por ejemplo, /subject/…)"));

export const professorActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("nombre"),
    professorId: id,
    publico: z.enum(["si", "no"], "Elige si el nombre es público"),
    motivo: optionalReason.default(""),
  }),
  z.object({ intent: z.literal("vincular"), professorId: id, asignatura: subjectAddress }),
  z.object({ intent: z.literal("desvincular"), professorId: id, asignatura: subjectAddress }),
]);

export const claimActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("verificar"), claimId: id, motivo: optionalReason.default("") }),
  z.object({
    intent: z.literal("denegar"),
    claimId: id,
    motivo: requiredReason("Explica por qué la rechazas o qué datos faltan: se lo diremos a quien la pidió"),
  }),
]);

export const domainActionSchema = z.object({
  intent: z.literal("dominio"),
  universidad: z.uuid("Elige una universidad de la lista").transform((value) => value.toLowerCase()),
  dominio: z
    .string()
    .trim()
    .toLowerCase()
    .max(253, "Escribe un dominio como ua.es")
    .regex(
      /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/,
      "Escribe un dominio como ua.es, sin @",
    ),
  tipo: z.enum(EMAIL_DOMAIN_KINDS, "Elige de quién son las direcciones del dominio"),
});

export const objectionActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("aceptar-oposicion"),
    objectionId: id,
    motivo: requiredReason("Explica los motivos de la decisión: se los diremos a quien se opuso"),
  }),
  z.object({
    intent: z.literal("rechazar-oposicion"),
    objectionId: id,
    motivo: requiredReason("Explica los motivos de la decisión: se los diremos a quien se opuso"),
  }),
]);

export const appealActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("estimar"),
    appealId: id,
    motivo: requiredReason("Explica los motivos de la resolución: se los diremos a quien recurrió"),
  }),
  z.object({
    intent: z.literal("desestimar"),
    appealId: id,
    motivo: requiredReason("Explica los motivos de la resolución: se los diremos a quien recurrió"),
  }),
]);

/** An author's appeal against a decision (/profile/decisiones/…). */
export const appealSchema = z.object({
  explanation: z
    .string({ error: APPEAL_MESSAGES.missing })
    .trim()
    .min(1, APPEAL_MESSAGES.missing)
    .max(APPEAL_LIMITS.explanation, APPEAL_MESSAGES.tooLong),
});

export const legalNoticeActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("retirar"),
    noticeId: id,
    motivo: requiredReason("Explica los motivos de la decisión: se los diremos a quien denunció"),
  }),
  z.object({
    intent: z.literal("mantener"),
    noticeId: id,
    motivo: requiredReason("Explica los motivos de la decisión: se los diremos a quien denunció"),
  }),
]);

const optionalField = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value) => value || null);

/** The notice form (/denunciar/…): open to anyone; name and e-mail required but for the grounds the law exempts. */
export const legalNoticeSchema = z
  .object({
    reason: z.enum(LEGAL_NOTICE_REASONS, "Elige el motivo de la denuncia"),
    explanation: z
      .string()
      .trim()
      .min(1, "Explica por qué este contenido es ilegal")
      .max(
        LEGAL_NOTICE_LIMITS.explanation,
        `La explicación no puede superar los ${LEGAL_NOTICE_LIMITS.explanation} caracteres`,
      ),
    name: optionalField(
      LEGAL_NOTICE_LIMITS.name,
      `El nombre no puede superar los ${LEGAL_NOTICE_LIMITS.name} caracteres`,
    ),
    email: optionalField(LEGAL_NOTICE_LIMITS.email, "El correo electrónico es demasiado largo").pipe(
      z.email("Introduce un correo electrónico válido").toLowerCase().nullable(),
    ),
    goodFaith: z.preprocess((value) => value === "on", z.literal(true, "Debes confirmar la declaración de buena fe")),
  })
  .superRefine((values, context) => {
    if (!identityRequired(values.reason)) return;
    if (!values.name)
      context.addIssue({
        code: "custom",
        path: ["name"],
        message: "Escribe tu nombre: la ley lo pide para este tipo de denuncia",
      });
    if (!values.email)
      context.addIssue({
        code: "custom",
        path: ["email"],
        message: "Escribe tu correo electrónico: te escribiremos con la decisión",
      });
  });

/** A subject, a professor or a career of the catalogue, as the queue of student additions posts it. */
const catalogKind = z.enum(["subject", "professor", "career"], "Elemento no válido");

export const catalogEditActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("fusionar"),
    tipo: catalogKind,
    id,
    con: z.uuid("Elige la entrada con la que fusionarla").transform((value) => value.toLowerCase()),
  }),
  z.object({
    intent: z.literal("renombrar"),
    tipo: catalogKind,
    id,
    nombre: z.string({ error: "Escribe el nuevo nombre" }).max(L.reasonMax, "El nombre es demasiado largo"),
  }),
  z.object({ intent: z.literal("confirmar"), tipo: z.enum(["career", "professor"], "Elemento no válido"), id }),
  z.object({ intent: z.literal("atender-aviso"), id }),
  z.object({
    intent: z.literal("eliminar"),
    tipo: z.enum(["subject", "professor"], "Elemento no válido"),
    id,
    norma: rule,
    motivo: requiredReason("Explica por qué la eliminas: se lo diremos a quien la añadió"),
  }),
  z.object({
    intent: z.literal("eliminar-carrera"),
    id,
    norma: rule,
    motivo: requiredReason("Explica por qué la eliminas: se lo diremos a quien la añadió"),
  }),
]);
