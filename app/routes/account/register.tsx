import { type RefObject, useEffect, useState } from "react";
import { Form, type RouterContextProvider, useFetcher, useNavigate, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage, SelectField, TextField } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { useFormReply } from "~/components/ui/use-form-reply";
import {
  CAREER_NAME_LIMITS,
  CAREER_NOT_LISTED,
  CAREER_NOT_LISTED_LABEL,
  emailDomainHint,
  formatDomains,
  NO_ACTIVE_DOMAINS,
} from "~/lib/account-forms";
import { isUuid } from "~/lib/ids";
import { type Option } from "~/lib/options";
import { pageMeta } from "~/lib/seo";
import { listRegistrationUniversities, registerStudent } from "~/server/auth/accounts.server";
import { careersRequestSchema } from "~/server/auth/form-schemas.server";
import { rememberPendingConfirmation } from "~/server/auth/pending-confirmation.server";
import { getViewer } from "~/server/auth/session.server";
import { listCareerOptions } from "~/server/catalog/home.server";
import { answerForm, parseSubmission, readForm } from "~/server/request/forms.server";
import { redirectTo } from "~/server/request/redirects.server";

import type { Route } from "./+types/register";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Registrarse · UniOpina",
    description:
      "Crea tu cuenta gratuita en UniOpina con tu universidad y tu carrera, y comparte tu experiencia con otros estudiantes.",
  });

/** SPEC §9: after a sign-up that needs confirmation, go to /login after 4 seconds. */
const REDIRECT_AFTER_SIGN_UP_MS = 4000;

/** The careers of the university chosen before a refusal, or the address a new account was created with. */
interface RegistrationAnswer {
  careers?: Option[];
  email?: string;
}

/** The fields shown again after a refusal (passwords are never sent back). */
const ECHOED_FIELDS = ["firstName", "lastName", "universityId", "careerId", "careerName", "email"] as const;
type EchoedValues = Record<(typeof ECHOED_FIELDS)[number], string>;

async function careersOf(context: Readonly<RouterContextProvider>, universityId: string): Promise<Option[]> {
  if (!isUuid(universityId)) return [];
  const id = universityId.toLowerCase();
  return listCareerOptions(id);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (getViewer(context)) throw redirectTo("/profile");
  const chosen = new URL(request.url).searchParams.get("universidad") ?? "";
  // The same lists for every visitor: read once per change of the site.
  const [universities, careers] = await Promise.all([listRegistrationUniversities(), careersOf(context, chosen)]);
  return { universities, chosenUniversityId: careers.length > 0 ? chosen.toLowerCase() : "", careers };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = ["registrar", "cargar-carreras"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const universityId = String(formData.get("universityId") ?? "");

  // Without JavaScript the careers of the chosen university come from the server.
  if (formData.get("intent") === "cargar-carreras") {
    formData.delete("careerId");
    formData.delete("careerName");
    const reply = parseSubmission(formData, careersRequestSchema).reply({
      hideFields: ["password", "confirmPassword"],
    });
    return answerForm<RegistrationAnswer>({
      intent: "cargar-carreras",
      ok: false,
      message: "",
      reply,
      data: { careers: await careersOf(context, universityId) },
    });
  }

  const result = await registerStudent(formData);
  if (!result.ok) {
    return answerForm<RegistrationAnswer>(
      {
        intent: "registrar",
        ok: false,
        message: result.message,
        reply: result.reply,
        data: { careers: await careersOf(context, universityId) },
      },
      result.status,
    );
  }
  return answerForm<RegistrationAnswer>(
    { intent: "registrar", ok: true, message: "", data: { email: result.email } },
    200,
    {
      "Set-Cookie": await rememberPendingConfirmation(result.email),
    },
  );
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const form = useFormReply(actionData);
  if (actionData?.ok && actionData.data?.email) return <SignedUp email={actionData.data.email} />;
  const reply = actionData?.reply;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-center text-3xl font-bold">Crear una cuenta</h1>
      <p className="mt-2 text-center text-slate-600 dark:text-slate-400">
        Regístrate con tu correo universitario para opinar sobre tus profesores y asignaturas.
      </p>
      {/* A new key after each server answer re-seeds the form's state with what the server echoed. */}
      <RegistrationForm
        key={reply ? JSON.stringify(reply) : "inicial"}
        formRef={form.formRef}
        universities={loaderData.universities}
        initialValues={echoedValues(form.field, loaderData.chosenUniversityId)}
        initialCareers={actionData?.data?.careers ?? loaderData.careers}
        errorOf={form.error}
        formError={actionData?.message}
      />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        ¿Ya tienes cuenta?{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline dark:text-brand-300">
          Inicia sesión
        </Link>
      </p>
    </div>
  );
}

function SignedUp({ email }: { email: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate("/login"), REDIRECT_AFTER_SIGN_UP_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <noscript>
        <meta httpEquiv="refresh" content={`${REDIRECT_AFTER_SIGN_UP_MS / 1000};url=/login`} />
      </noscript>
      <h1 className="text-center text-3xl font-bold">¡Registro completado!</h1>
      <div className="mt-8">
        <FormMessage tone="success">
          <p>
            Te hemos enviado un correo de confirmación a <strong>{email}</strong>. Abre el enlace (caduca en 1 hora)
            para activar tu cuenta y después inicia sesión.
          </p>
          <p className="mt-2">Te llevaremos al inicio de sesión en unos segundos.</p>
        </FormMessage>
      </div>
      <p className="mt-6 text-center">
        <Link to="/login" className="font-semibold text-brand-700 underline dark:text-brand-300">
          Ir a iniciar sesión ahora
        </Link>
      </p>
    </div>
  );
}

interface CareersResponse {
  universityId: string | null;
  careers: Option[];
  failed?: boolean;
}

/** What the fields show: what was typed before the server's answer, or a new form (with the university the link chose). */
function echoedValues(field: ReturnType<typeof useFormReply>["field"], chosenUniversityId: string): EchoedValues {
  return Object.fromEntries(
    ECHOED_FIELDS.map((name) => [name, field(name, name === "universityId" ? chosenUniversityId : "").defaultValue]),
  ) as EchoedValues;
}

function RegistrationForm({
  formRef,
  universities,
  initialValues,
  initialCareers,
  errorOf,
  formError,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  universities: { id: string; name: string; domains: string[] }[];
  initialValues: EchoedValues;
  initialCareers: Option[];
  errorOf: (field: string) => string | undefined;
  formError?: string;
}) {
  const navigation = useNavigation();
  const careersFetcher = useFetcher<CareersResponse>();
  const [hydrated, setHydrated] = useState(false);
  const [universityId, setUniversityId] = useState(initialValues.universityId);
  const [email, setEmail] = useState(initialValues.email);
  const [careerId, setCareerId] = useState(initialValues.careerId);
  // What keeps 'Crear cuenta' disabled; null until hydrated (without JavaScript the server answers).
  const [missing, setMissing] = useState<string[] | null>(null);

  // The fields are uncontrolled so what the student chose or typed before the page hydrated
  // survives hydration; the state mirrors them for the live hints and the disabled submit.
  useEffect(() => {
    setHydrated(true);
    const form = formRef.current;
    if (!form) return;
    const typed = typedIn(form);
    const chosenUniversity = typed("universityId");
    if (chosenUniversity !== universityId) {
      setUniversityId(chosenUniversity);
      if (chosenUniversity && chosenUniversity !== initialValues.universityId)
        careersFetcher.load(`/ir/carrera?careersOf=${encodeURIComponent(chosenUniversity)}`);
    }
    setEmail(typed("email"));
    setCareerId(typed("careerId"));
    setMissing(missingParts(typed));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  const university = universities.find((candidate) => candidate.id === universityId);
  const domains = university?.domains ?? [];
  let careers: Option[] = [];
  let loadingCareers = false;
  if (universityId === initialValues.universityId) careers = initialCareers;
  else if (careersFetcher.data?.universityId === universityId) careers = careersFetcher.data.careers;
  else if (universityId) loadingCareers = true;

  function chooseUniversity(value: string) {
    // SPEC §2: a different university resets the career and the e-mail.
    setUniversityId(value);
    setEmail("");
    const form = formRef.current;
    if (form) {
      (form.elements.namedItem("careerId") as HTMLSelectElement).value = "";
      (form.elements.namedItem("email") as HTMLInputElement).value = "";
    }
    setCareerId("");
    if (value && value !== initialValues.universityId)
      careersFetcher.load(`/ir/carrera?careersOf=${encodeURIComponent(value)}`);
  }

  const liveHint = hydrated ? emailDomainHint(email, domains) : null;
  const domainHelp = university
    ? domains.length
      ? `Dominios válidos: ${formatDomains(domains)}`
      : NO_ACTIVE_DOMAINS
    : "Elige primero tu universidad";
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") !== "cargar-carreras";

  return (
    <Card padding="lg" className="mt-8">
      <Form
        method="post"
        className="space-y-5"
        noValidate
        ref={formRef}
        onChange={(event) => setMissing(missingParts(typedIn(event.currentTarget)))}
      >
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Nombre"
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={60}
            defaultValue={initialValues.firstName}
            error={errorOf("firstName")}
          />
          <TextField
            label="Apellidos"
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={60}
            defaultValue={initialValues.lastName}
            error={errorOf("lastName")}
          />
        </div>
        <SelectField
          label="Universidad"
          name="universityId"
          required
          defaultValue={initialValues.universityId}
          onChange={(event) => chooseUniversity(event.target.value)}
          error={errorOf("universityId")}
        >
          <option value="">Selecciona tu universidad</option>
          {universities.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </SelectField>
        <noscript>
          <button
            type="submit"
            name="intent"
            value="cargar-carreras"
            className="text-sm font-semibold text-brand-700 underline dark:text-brand-300"
          >
            Cargar las carreras de esta universidad
          </button>
        </noscript>
        <SelectField
          label="Carrera"
          name="careerId"
          required
          defaultValue={initialValues.careerId}
          disabled={hydrated && (!universityId || loadingCareers)}
          onChange={(event) => setCareerId(event.target.value)}
          error={errorOf("careerId")}
          hint={
            loadingCareers
              ? "Cargando carreras…"
              : universityId && careers.length === 0
                ? `Esta universidad todavía no tiene carreras en UniOpina: elige «${CAREER_NOT_LISTED_LABEL}» y escribe la tuya.`
                : undefined
          }
        >
          <option value="">{universityId ? "Selecciona tu carrera" : "Selecciona primero tu universidad"}</option>
          {careers.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
          {(universityId || !hydrated) && <option value={CAREER_NOT_LISTED}>{CAREER_NOT_LISTED_LABEL}</option>}
        </SelectField>
        {/* Without JavaScript the field is always there: the server reads it only for «Mi carrera no aparece». */}
        {(!hydrated || careerId === CAREER_NOT_LISTED) && (
          <TextField
            label="Nombre de tu carrera"
            name="careerName"
            maxLength={CAREER_NAME_LIMITS.max}
            defaultValue={initialValues.careerName}
            error={errorOf("careerName")}
            hint={`Solo si has elegido «${CAREER_NOT_LISTED_LABEL}». Al confirmar tu correo la añadimos a tu universidad como tu carrera: ese mismo día puedes escribir su plan de estudios y opinar. El equipo de moderación la revisa después.`}
          />
        )}
        <TextField
          label="Correo universitario"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={initialValues.email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={domains[0] ? `tu.nombre@${domains[0]}` : "tu.nombre@universidad.es"}
          hint={liveHint ?? domainHelp}
          error={errorOf("email")}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Contraseña"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={6}
            error={errorOf("password")}
            hint="Mínimo 6 caracteres"
          />
          <TextField
            label="Confirmar contraseña"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={errorOf("confirmPassword")}
          />
        </div>
        <div>
          <label className="flex items-start gap-3 text-sm text-slate-800 dark:text-slate-200">
            <input
              type="checkbox"
              name="acceptTerms"
              className="mt-0.5 size-4 rounded border-slate-400 accent-brand-600"
              aria-describedby={errorOf("acceptTerms") ? "acceptTerms-error" : undefined}
            />
            <span>Entiendo que mi universidad y mi carrera no se podrán cambiar después del registro.</span>
          </label>
          <p className="mt-2 pl-7 text-sm text-slate-600 dark:text-slate-400">
            Al crear la cuenta aceptas los{" "}
            <Link to="/terms" className="font-medium text-brand-700 underline dark:text-brand-300">
              Términos y condiciones
            </Link>{" "}
            y la{" "}
            <Link to="/privacy" className="font-medium text-brand-700 underline dark:text-brand-300">
              Política de privacidad
            </Link>
            .
          </p>
          {errorOf("acceptTerms") && (
            <p id="acceptTerms-error" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
              {errorOf("acceptTerms")}
            </p>
          )}
        </div>
        {/* Disabled, saying why, until everything is filled in and the checkbox is ticked (SPEC §2);
            without JavaScript it is never disabled and the server answers. */}
        <MissingParts missing={missing} />
        <Button
          type="submit"
          name="intent"
          value="registrar"
          size="lg"
          className="w-full"
          disabled={missing !== null && missing.length > 0}
          aria-describedby={missing?.length ? MISSING_PARTS_ID : undefined}
          loading={submitting}
        >
          Crear cuenta
        </Button>
      </Form>
    </Card>
  );
}

/** The fields 'Crear cuenta' waits for, in the order of the form, with how the list names them. */
const REQUIRED_PARTS = [
  ["firstName", "Tu nombre"],
  ["lastName", "Tus apellidos"],
  ["universityId", "Tu universidad"],
  ["careerId", "Tu carrera"],
  ["email", "Tu correo universitario"],
  ["password", "Una contraseña"],
  ["confirmPassword", "Repetir la contraseña"],
] as const;
const CAREER_NAME_PART = ["careerName", "El nombre de tu carrera"] as const;
const ACCEPT_TERMS_PART = "Marcar la casilla: tu universidad y tu carrera no se podrán cambiar";
const MISSING_PARTS_ID = "registro-pendiente";

/** What the form holds for a field, as it would post it ("" for a field left empty or a box not ticked). */
function typedIn(form: HTMLFormElement) {
  const data = new FormData(form);
  return (name: string) => String(data.get(name) ?? "");
}

/** Blank counts as missing, as on the server ('Por favor, completa todos los campos'). */
function missingParts(typed: (name: string) => string): string[] {
  const value = (name: string) => typed(name).trim();
  // «Mi carrera no aparece» asks for the career's name right after it.
  const parts = REQUIRED_PARTS.flatMap((part): (readonly [string, string])[] =>
    part[0] === "careerId" && value("careerId") === CAREER_NOT_LISTED ? [part, CAREER_NAME_PART] : [part],
  );
  const missing: string[] = parts.filter(([name]) => !value(name)).map(([, label]) => label);
  if (!value("acceptTerms")) missing.push(ACCEPT_TERMS_PART);
  return missing;
}

/**
 * What is missing before the account can be created, beside the disabled button. A polite live
 * region, so a screen reader hears the list change and hears when nothing is missing any more.
 */
function MissingParts({ missing }: { missing: string[] | null }) {
  return (
    <div id={MISSING_PARTS_ID} aria-live="polite">
      {missing &&
        (missing.length > 0 ? (
          <div className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
            <p className="font-medium">Para crear la cuenta falta:</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {missing.map((part) => (
                <li key={part}>{part}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="sr-only">Ya puedes crear la cuenta.</p>
        ))}
    </div>
  );
}
