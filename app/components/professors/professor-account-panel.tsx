import { Form } from "react-router";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { formatInteger, formatLongDateTime, formatPercent, formatRating } from "~/lib/format";
import type { FormResult } from "~/lib/forms";
import { PROFESSOR_SETTINGS_INTENT } from "~/lib/professor-accounts";
import type { ProfessorAccount } from "~/server/professors/accounts.server";

/**
 * A professor account's /profile: the profile it manages, its summary figures as students see
 * them, and its two settings as plain forms — whether the name is shown, whether each new review
 * is e-mailed — or, before a moderator approves the claim, where the claim stands.
 */
export function ProfessorAccountPanel({
  account,
  result,
}: {
  account: ProfessorAccount;
  result: Pick<FormResult, "ok" | "message"> | undefined;
}) {
  const { managed, pending } = account;
  if (!managed) {
    return (
      <Card as="section" aria-labelledby="perfil-profesor" padding="lg">
        <h2 id="perfil-profesor" className="text-xl font-bold">
          Tu perfil de profesor
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {pending
            ? `Tu solicitud del ${formatLongDateTime(pending.createdAt)} está pendiente: un moderador comprobará tu nombre y tu departamento y te escribiremos con la decisión.`
            : "Todavía no gestionas ningún perfil. Búscate en Explorar y pulsa «Soy este profesor» en tu página."}
        </p>
        {pending && (
          <p className="mt-2 text-sm">
            <Link
              to={`/profesor/${pending.professorId}`}
              className="font-medium text-brand-700 underline dark:text-brand-300"
            >
              Ver el perfil que has reclamado
            </Link>
          </p>
        )}
      </Card>
    );
  }
  const wouldTakeAgain =
    managed.wouldTakeAgainAnswers > 0
      ? formatPercent(managed.wouldTakeAgainYes / managed.wouldTakeAgainAnswers)
      : "Sin respuestas";
  return (
    <Card as="section" aria-labelledby="perfil-profesor" padding="lg" className="space-y-5">
      <div>
        <h2 id="perfil-profesor" className="text-xl font-bold">
          Tu perfil de profesor
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          <Link to={`/profesor/${managed.id}`} className="font-medium text-brand-700 underline dark:text-brand-300">
            {managed.name}
          </Link>
          {` · ${managed.universityName}`}
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-4">
        {[
          ["Reseñas", formatInteger(managed.reviewCount)],
          ["Valoración media", formatRating(managed.averageRating) ?? "Sin valoraciones"],
          ["Dificultad media", formatRating(managed.averageDifficulty) ?? "Sin datos"],
          ["Volverían a elegirte", wouldTakeAgain],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Puedes responder una vez a cada reseña desde tu página. Nunca verás quién la escribió ni podrás borrarla; si
        crees que una es ilegal, usa «Denunciar contenido ilegal».
      </p>
      {result && <FormMessage tone={result.ok ? "success" : "error"}>{result.message}</FormMessage>}
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value={PROFESSOR_SETTINGS_INTENT} />
        <fieldset className="space-y-2">
          <legend className="font-semibold">Tu nombre</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="nombre" value="publico" defaultChecked={managed.isNamePublic} /> Mostrar mi nombre
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="nombre" value="anonimo" defaultChecked={!managed.isNamePublic} /> Aparecer como
            «Profesor Anónimo»
          </label>
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="font-semibold">Avisos</legend>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="avisos" defaultChecked={managed.notifyNewReviews} /> Enviarme un correo cuando
            se publique una reseña nueva sobre mí
          </label>
        </fieldset>
        <Button type="submit">Guardar</Button>
      </Form>
    </Card>
  );
}
