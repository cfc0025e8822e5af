import { SubmissionForm } from "~/components/submit/submission-form";
import { SubmissionStatusBadge } from "~/components/submit/submission-status";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage } from "~/components/ui/form-field";
import { BookOpen, CircleCheck, GraduationCap, type IconComponent, Landmark, UserRound } from "~/components/ui/icons";
import { TabLinks } from "~/components/ui/tab-links";
import { repliedErrors } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import {
  dailyLimitMessage,
  EMPTY_SUBMISSION_VALUES,
  parseSubmissionKind,
  SENT_PARAM,
  SUBMISSION_FIELDS,
  SUBMISSION_KIND_LABELS,
  SUBMISSION_KINDS,
  type SubmissionKind,
  SUBMISSIONS_PER_DAY,
  type SubmissionValues,
  TYPED_VALUE_MAX,
} from "~/lib/submission-forms";
import { getViewer } from "~/server/auth/session.server";
import { listCountryOptions } from "~/server/catalog/reads.server";
import { orFallback } from "~/server/http/database-outage.server";
import { decideSubjectRequest } from "~/server/permissions.server";
import { handleSubmission } from "~/server/submissions/actions.server";
import {
  countryOfUniversity,
  getOwnSubmission,
  getRemainingSubmissions,
  submissionFormOptions,
  type SubmissionQuota,
} from "~/server/submissions/reads.server";

import type { Route } from "./+types/submit";

export const meta = () => [
  { title: "Agregar Contenido · UniOpina" },
  {
    name: "description",
    content: "Propón una universidad, una carrera, un profesor o una asignatura que todavía no está en UniOpina.",
  },
];

/** SPEC §8: when the quota cannot be read, the page offers the three (the insert checks anyway). */
const UNKNOWN_QUOTA: SubmissionQuota = {
  canSubmit: true,
  submissionsToday: 0,
  remaining: SUBMISSIONS_PER_DAY,
  nextAvailableAt: null,
};

/** The fields a GET step brought (the form's 'Ver universidades' without JavaScript), bounded (the edge cleaned them). */
function typedValues(params: URLSearchParams): SubmissionValues {
  const values: SubmissionValues = { ...EMPTY_SUBMISSION_VALUES };
  for (const field of SUBMISSION_FIELDS) values[field] = (params.get(field) ?? "").slice(0, TYPED_VALUE_MAX);
  return values;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = getViewer(context);
  const params = new URL(request.url).searchParams;
  const kind = parseSubmissionKind(params.get("tipo"));
  const sentId = params.get(SENT_PARAM);
  let values = typedValues(params);
  // A student proposes mostly for their own university: the career and professor forms start there.
  const ownUniversityId = viewer?.profile && kind !== "universidad" ? viewer.profile.universityId : null;
  const [quota, sent, ownCountry] = await Promise.all([
    viewer
      ? getRemainingSubmissions(viewer.id).catch((error: unknown) => {
          console.warn("No se pudo comprobar el límite de solicitudes", error);
          return UNKNOWN_QUOTA;
        })
      : null,
    viewer && isUuid(sentId) ? getOwnSubmission(sentId.toLowerCase(), viewer.id) : null,
    ownUniversityId ? countryOfUniversity(ownUniversityId).catch(() => null) : null,
  ]);
  if (sent) return { mode: "sent" as const, sent, quota };
  if (ownUniversityId && ownCountry && !values.pais && !values.universidad)
    values = { ...values, pais: String(ownCountry.id), universidad: ownUniversityId };
  // A subject is proposed for the student's own career, or not at all (the reason is shown instead).
  const subjectDecision = kind === "asignatura" && viewer ? decideSubjectRequest(viewer, null) : null;
  const ownCareer =
    kind === "asignatura" && viewer?.profile?.careerId && viewer.profile.careerName
      ? {
          id: viewer.profile.careerId,
          name: viewer.profile.careerName,
          universityName: viewer.profile.universityName,
          countryCode: ownCountry?.code ?? null,
        }
      : null;
  const [countries, form] = await Promise.all([
    orFallback(listCountryOptions(), null, "Error al cargar la lista de países"),
    orFallback(submissionFormOptions(values), null, "Error al cargar la lista de universidades"),
  ]);
  return {
    mode: "form" as const,
    kind,
    signedIn: viewer !== null,
    // A student still without a career: the one they propose at their university becomes theirs.
    careerless: viewer?.profile != null && viewer.profile.careerId === null,
    quota,
    countries: countries ?? [],
    values: form?.values ?? values,
    universities: form?.universities ?? [],
    careers: form?.careers ?? [],
    subjects: form?.subjects ?? [],
    ownCareer,
    subjectRefusal: subjectDecision && !subjectDecision.allowed ? subjectDecision.message : null,
    failures: { countries: countries === null, universities: form === null, careers: form === null },
  };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

export function action({ request, context }: Route.ActionArgs) {
  return handleSubmission(request, context);
}

const KIND_ICONS: Record<SubmissionKind, IconComponent> = {
  universidad: Landmark,
  carrera: GraduationCap,
  profesor: UserRound,
  asignatura: BookOpen,
};

/** SPEC §2: the choice of kind (the three of the SPEC and subjects), as links so it works without JavaScript. */
function KindChoice({ active }: { active: SubmissionKind }) {
  return (
    <TabLinks
      label="Qué quieres proponer"
      variant="segmented"
      tabs={SUBMISSION_KINDS.map((kind) => ({
        to: `/submit?tipo=${kind}`,
        label: SUBMISSION_KIND_LABELS[kind],
        icon: KIND_ICONS[kind],
        active: kind === active,
      }))}
    />
  );
}

function QuotaLine({ quota }: { quota: SubmissionQuota }) {
  return (
    <p className="text-sm font-semibold text-slate-700 dark:text-slate-300">{`Solicitudes disponibles ${quota.remaining}/${SUBMISSIONS_PER_DAY}`}</p>
  );
}

function SentConfirmation({
  sent,
  quota,
}: {
  sent: NonNullable<Extract<Route.ComponentProps["loaderData"], { mode: "sent" }>["sent"]>;
  quota: SubmissionQuota | null;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <Card padding="lg" className="flex flex-col items-center gap-4 text-center">
        <CircleCheck className="size-14 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        <h1 className="text-3xl font-bold">¡Solicitud enviada!</h1>
        <p className="text-slate-700 dark:text-slate-300">
          {`Hemos recibido tu solicitud de ${SUBMISSION_KIND_LABELS[sent.kind].toLowerCase()} «${sent.name}». Nuestro equipo la revisará, normalmente en 24-48 horas, y te avisaremos.`}
        </p>
        <p className="flex items-center gap-2 text-sm">
          Estado: <SubmissionStatusBadge status={sent.status} />
        </p>
        {quota && <QuotaLine quota={quota} />}
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <ButtonLink to={`/submit?tipo=${sent.kind}`} size="lg">
            Enviar Otra Solicitud
          </ButtonLink>
          <ButtonLink to="/profile#solicitudes" variant="secondary" size="lg">
            Ver mis solicitudes
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}

export default function SubmitRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.mode === "sent") return <SentConfirmation sent={loaderData.sent} quota={loaderData.quota} />;
  const { signedIn, careerless, quota, countries, failures, ownCareer, subjectRefusal } = loaderData;
  // A refused post shows its own form again, with what was typed and the options that go with it
  // (a page without JavaScript posts to /submit whatever form it showed).
  const refusal =
    actionData && !actionData.ok && actionData.data?.kind
      ? { ...actionData.data, message: actionData.message, fieldErrors: repliedErrors(actionData.reply) }
      : null;
  const kind = refusal?.kind ?? loaderData.kind;
  const values = refusal?.values ?? loaderData.values;
  const options = refusal?.options ?? {
    universities: loaderData.universities,
    careers: loaderData.careers,
    subjects: loaderData.subjects,
  };
  const limitReached = quota !== null && !quota.canSubmit;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Agregar Contenido</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          ¿Falta tu universidad, tu carrera, uno de tus profesores o una asignatura? Propónlo y nuestro equipo revisará
          la solicitud.
        </p>
      </header>

      {!signedIn && (
        <FormMessage tone="info">
          <p className="font-semibold">{actionData?.message ?? "Debes iniciar sesión para realizar un envío."}</p>
          <p className="mt-1">
            Inicia sesión o crea tu cuenta con tu correo universitario para proponer universidades, carreras, profesores
            y asignaturas.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <ButtonLink to={`/login?redirectTo=${encodeURIComponent(`/submit?tipo=${kind}`)}`} size="sm">
              Iniciar sesión
            </ButtonLink>
            <ButtonLink to="/register" variant="secondary" size="sm">
              Registrarse
            </ButtonLink>
          </div>
        </FormMessage>
      )}
      {quota && <QuotaLine quota={quota} />}
      {limitReached && !refusal && <FormMessage tone="error">{dailyLimitMessage(quota.nextAvailableAt)}</FormMessage>}

      <KindChoice active={kind} />
      {careerless && kind === "carrera" && (
        <FormMessage tone="info">
          Aún no tienes carrera en UniOpina: la que propongas en tu universidad será la tuya cuando el equipo de
          moderación la apruebe.
        </FormMessage>
      )}
      {kind === "asignatura" && subjectRefusal && !refusal && <FormMessage tone="info">{subjectRefusal}</FormMessage>}
      <SubmissionForm
        key={`${kind}:${JSON.stringify(values)}:${refusal ? JSON.stringify(refusal.fieldErrors) + (refusal.existing?.id ?? "") : ""}`}
        kind={kind}
        values={values}
        countries={countries}
        universities={options.universities}
        careers={options.careers}
        subjects={options.subjects}
        ownCareer={ownCareer}
        fieldErrors={refusal?.fieldErrors ?? {}}
        message={signedIn && !refusal?.existing ? refusal?.message : undefined}
        existing={refusal?.existing}
        locked={!signedIn || (kind === "asignatura" && subjectRefusal !== null)}
        limitReached={limitReached}
        failures={failures}
      />
    </div>
  );
}
