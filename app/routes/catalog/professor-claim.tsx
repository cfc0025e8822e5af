import { Form } from "react-router";

import { PageIntro } from "~/components/info/page-intro";
import { PageErrorState } from "~/components/load-error-state";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmailField, FormMessage, TextField } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { useFormReply } from "~/components/ui/use-form-reply";
import { ANONYMOUS_PROFESSOR } from "~/lib/privacy-labels";
import { CLAIM_MESSAGES, PROFESSOR_CLAIM_LIMITS } from "~/lib/professor-accounts";
import { claimHref } from "~/lib/professor-links";
import { pageMeta } from "~/lib/seo";
import { claimAction, readClaim } from "~/server/professors/claim-actions.server";

import type { Route } from "./+types/professor-claim";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Soy este profesor · UniOpina",
    description: "Reclama tu perfil de profesor con tu correo institucional para poder responder a las reseñas.",
    noindex: true,
  });

export async function loader({ context, params }: Route.LoaderArgs) {
  const { viewer, target, decision } = await readClaim(context, params.id);
  return {
    professor: {
      id: target.id,
      name: target.publicName ?? ANONYMOUS_PROFESSOR,
      university: target.universityName,
      domains: target.staffDomains,
    },
    signedIn: viewer !== null,
    refusal: decision.allowed ? null : decision.message,
  };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = [""] as const;

export function action({ request, context, params }: Route.ActionArgs) {
  return claimAction(request, context, params.id);
}

export default function ProfessorClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const { professor, signedIn, refusal } = loaderData;
  const form = useFormReply(actionData);
  const example = professor.domains[0] ?? "universidad.es";
  return (
    <>
      <PageIntro label="Profesorado" title="Soy este profesor">
        <p>
          {professor.name} · {professor.university}. Con tu cuenta verificada de profesor podrás decidir si tu nombre se
          muestra y responder una vez a cada reseña sobre ti. Nunca verás quién escribió una reseña ni podrás borrarla.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6">
        {actionData?.ok ? (
          <FormMessage tone="success">{actionData.message}</FormMessage>
        ) : refusal ? (
          <Card padding="lg">
            <p>{refusal}</p>
            <p className="mt-4 text-sm">
              <Link
                to={`/profesor/${professor.id}`}
                className="font-medium text-brand-700 underline dark:text-brand-300"
              >
                Volver al perfil del profesor
              </Link>
            </p>
          </Card>
        ) : (
          <Card as="section" aria-labelledby="solicitud" padding="lg">
            <h2 id="solicitud" className="text-lg font-semibold">
              Tu solicitud
            </h2>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {signedIn
                ? "Un moderador comprobará tu nombre y tu departamento en la web de la universidad antes de darte acceso."
                : `Usa tu correo institucional (@${professor.domains.join(", @")}): te enviaremos un enlace para confirmarlo y un moderador comprobará tu nombre y tu departamento en la web de la universidad.`}
            </p>
            {!signedIn && (
              <p className="mt-2 text-sm">
                {"¿Ya tienes una cuenta de profesor? "}
                <Link
                  to={`/login?redirectTo=${encodeURIComponent(claimHref(professor.id))}`}
                  className="font-medium text-brand-700 underline dark:text-brand-300"
                >
                  Inicia sesión
                </Link>
              </p>
            )}
            {actionData && !actionData.ok && actionData.message && (
              <div className="mt-4">
                <FormMessage tone="error">{actionData.message}</FormMessage>
              </div>
            )}
            <Form
              key={form.formKey}
              ref={form.formRef}
              method="post"
              action={claimHref(professor.id)}
              className="mt-6 space-y-5"
              noValidate
            >
              {!signedIn && (
                <>
                  <div className="grid gap-5 sm:grid-cols-2">
                    <TextField
                      label="Nombre"
                      autoComplete="given-name"
                      required
                      maxLength={PROFESSOR_CLAIM_LIMITS.name}
                      {...form.field("firstName")}
                    />
                    <TextField
                      label="Apellidos"
                      autoComplete="family-name"
                      required
                      maxLength={PROFESSOR_CLAIM_LIMITS.name}
                      {...form.field("lastName")}
                    />
                  </div>
                  <EmailField
                    label="Correo institucional"
                    required
                    placeholder={`nombre@${example}`}
                    {...form.field("email")}
                  />
                </>
              )}
              <TextField
                label="Departamento"
                required
                maxLength={PROFESSOR_CLAIM_LIMITS.department}
                {...form.field("department")}
              />
              {!signedIn && (
                <>
                  <TextField
                    label="Contraseña"
                    type="password"
                    autoComplete="new-password"
                    required
                    minLength={6}
                    hint="Mínimo 6 caracteres"
                    error={form.error("password")}
                    name="password"
                  />
                  <TextField
                    label="Confirmar contraseña"
                    type="password"
                    autoComplete="new-password"
                    required
                    error={form.error("confirmPassword")}
                    name="confirmPassword"
                  />
                </>
              )}
              <Button type="submit">Enviar solicitud</Button>
            </Form>
          </Card>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageErrorState
      error={error}
      notFoundTitle="Profesor no encontrado"
      notFoundMessage={CLAIM_MESSAGES.notFound}
      loadError="Error al cargar el profesor"
    />
  );
}
