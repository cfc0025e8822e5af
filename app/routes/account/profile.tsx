import { Form, useFetcher } from "react-router";

import { ModerationNote, ModerationStatusBadge } from "~/components/moderation/moderation-status";
import { OwnDecisions } from "~/components/moderation/own-decisions";
import { OwnHeldContent } from "~/components/moderation/own-held-content";
import { ProfessorAccountPanel } from "~/components/professors/professor-account-panel";
import { DeleteOwnReview } from "~/components/reviews/own-review";
import { reviewTargetHref, reviewTargetName } from "~/components/reviews/review-summary";
import { OwnSubmissions } from "~/components/submit/own-submissions";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage, TextField } from "~/components/ui/form-field";
import { BadgeCheck, Download, Heart, MessageSquare, Pencil, PenLine, ShieldAlert, Users } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { StarRating } from "~/components/ui/star-rating";
import { ACCOUNT_DELETION_WORD } from "~/lib/account-forms";
import { articleHref, NO_CATEGORY, SAVED_ARTICLES_LIMIT } from "~/lib/blog";
import { asSentence, formatInteger, formatLongDateTime, plural } from "~/lib/format";
import { firstRepliedError } from "~/lib/forms";
import { isPubliclyVisible } from "~/lib/moderation";
import { PROFESSOR_SETTINGS_INTENT } from "~/lib/professor-accounts";
import { COMPOSER_ANCHOR, REVIEW_TARGET_LABELS } from "~/lib/review-forms";
import { pageMeta } from "~/lib/seo";
import { expiredSessionCookies } from "~/server/auth/session.server";
import { listSavedArticles, type SavedArticle } from "~/server/blog/reads.server";
import { listOwnDecisions } from "~/server/decisions/statements.server";
import { listOwnHeldContent } from "~/server/moderation/own-content.server";
import { requireViewer } from "~/server/permissions.server";
import { handleProfessorSettings } from "~/server/professors/account-actions.server";
import { readProfessorAccount } from "~/server/professors/accounts.server";
import { deleteAccount } from "~/server/profiles/account-data.server";
import { accountDeletionSchema, privacySchema } from "~/server/profiles/form-schemas.server";
import { getOwnProfile, getProfileStats, listOwnReviews, setProfileVisibility } from "~/server/profiles/reads.server";
import { answerForm, parseSubmission, readForm } from "~/server/request/forms.server";
import { redirectTo } from "~/server/request/redirects.server";
import { handleOwnReviewDeletion } from "~/server/reviewed-pages/actions.server";
import { findOwnCareerRequest, listOwnSubmissions } from "~/server/submissions/reads.server";

import type { Route } from "./+types/profile";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Mi perfil · UniOpina",
    description: "Tu perfil, tus reseñas y tus artículos guardados en UniOpina.",
    noindex: true,
  });

/** The word the student types to confirm the deletion (a deliberate, irreversible step). */

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireViewer(context, request);
  const [profile, stats, reviews, saved, submissions, held, decisions, professorAccount, careerRequest] =
    await Promise.all([
      getOwnProfile(viewer.id),
      getProfileStats(viewer.id),
      listOwnReviews(viewer.id),
      listSavedArticles(viewer.id),
      listOwnSubmissions(viewer.id),
      listOwnHeldContent(viewer.id),
      listOwnDecisions(viewer.id),
      viewer.role === "professor" ? readProfessorAccount(viewer.id) : null,
      // The career written at sign-up while it has none ("Mi carrera no aparece").
      viewer.profile && !viewer.profile.careerId ? findOwnCareerRequest(viewer.id) : null,
    ]);
  return {
    account: { id: viewer.id, name: viewer.name, email: viewer.email, emailVerified: viewer.emailVerified },
    profile,
    stats,
    reviews,
    saved,
    submissions,
    held,
    decisions,
    professorAccount,
    careerRequest: profile && !profile.careerId ? careerRequest : null,
  };
}

/** The writes of this action by posted `intent` ("" posts none); each needs a row in tests/authorization-matrix.test.ts. */
export const actionIntents = ["privacidad", "eliminar", "eliminar-cuenta", PROFESSOR_SETTINGS_INTENT] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireViewer(context, request);
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === "privacidad") {
    const submission = parseSubmission(formData, privacySchema);
    if (submission.status !== "success")
      return answerForm(
        { intent, ok: false, message: firstRepliedError(submission.reply())!, reply: submission.reply() },
        400,
      );
    if (!viewer.profile)
      return answerForm({ intent, ok: false, message: "Error al actualizar la privacidad del perfil" }, 409);
    const { visibility, showEmail } = submission.value;
    try {
      await setProfileVisibility(viewer.id, { isPublic: visibility === "public", showEmail });
    } catch (error) {
      console.error("Error al actualizar la privacidad del perfil", error);
      return answerForm({ intent, ok: false, message: "Error al actualizar la privacidad del perfil" }, 500);
    }
    return answerForm({
      intent,
      ok: true,
      message: visibility === "public" ? "Tu perfil ahora es público." : "Tu perfil ahora es anónimo.",
    });
  }

  if (intent === "eliminar") return handleOwnReviewDeletion(context, formData.get("reviewId"));

  if (intent === PROFESSOR_SETTINGS_INTENT) return handleProfessorSettings(viewer, formData);

  if (intent === "eliminar-cuenta") {
    const submission = parseSubmission(formData, accountDeletionSchema);
    if (submission.status !== "success")
      return answerForm(
        { intent, ok: false, message: firstRepliedError(submission.reply())!, reply: submission.reply() },
        400,
      );
    await deleteAccount(viewer.id);
    return redirectTo("/cuenta-eliminada", { headers: expiredSessionCookies(request) });
  }

  return answerForm({ intent: "", ok: false, message: "Acción desconocida" }, 400);
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { account, profile, stats, reviews, saved, submissions, held, decisions, professorAccount, careerRequest } =
    loaderData;
  // A professor account is verified when a moderator approved its claim; a student, by the university address.
  const verified = professorAccount
    ? professorAccount.managed !== null
    : account.emailVerified && profile?.isUniversityVerified === true;
  const verifiedLabel = professorAccount ? "Profesor verificado" : "Correo universitario verificado";
  const pendingLabel = professorAccount
    ? "Pendiente de que un moderador verifique que eres este profesor"
    : "Correo universitario pendiente de verificación";
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      <Card padding="lg" className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className="flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-600 text-3xl font-bold text-white dark:bg-brand-500 dark:text-slate-950"
        >
          {account.name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{account.name}</h1>
          <p className="break-all text-slate-600 dark:text-slate-400">{account.email}</p>
          {profile && (
            <p className="text-slate-700 dark:text-slate-300">
              <Link
                to={`/universidad/${profile.universityId}`}
                className="font-medium underline-offset-2 hover:underline"
              >
                {profile.universityName}
              </Link>
              {" · "}
              {profile.careerId ? (
                <Link to={`/career/${profile.careerId}`} className="underline-offset-2 hover:underline">
                  {profile.careerName}
                </Link>
              ) : (
                <span>Carrera pendiente de revisión</span>
              )}
            </p>
          )}
          <p
            className={
              verified
                ? "inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-700 dark:text-emerald-400"
                : "inline-flex items-center gap-1.5 text-sm font-semibold text-amber-700 dark:text-amber-300"
            }
          >
            {verified ? (
              <BadgeCheck className="size-4" aria-hidden="true" />
            ) : (
              <ShieldAlert className="size-4" aria-hidden="true" />
            )}
            {verified ? verifiedLabel : pendingLabel}
          </p>
        </div>
      </Card>

      {profile && !profile.careerId && <PendingCareer request={careerRequest} />}

      {professorAccount ? (
        <ProfessorAccountPanel
          account={professorAccount}
          result={actionData?.intent === PROFESSOR_SETTINGS_INTENT ? actionData : undefined}
        />
      ) : (
        <>
          <section aria-labelledby="stats-heading">
            <h2 id="stats-heading" className="sr-only">
              Estadísticas
            </h2>
            <ul className="grid gap-4 sm:grid-cols-3">
              <Stat
                icon={<PenLine className="size-5" aria-hidden="true" />}
                label="Reseñas escritas"
                value={stats.reviews}
              />
              <Stat
                icon={<Heart className="size-5" aria-hidden="true" />}
                label="Likes recibidos"
                value={stats.likesReceived}
              />
              <Stat icon={<Users className="size-5" aria-hidden="true" />} label="Publicaciones" value={stats.posts} />
            </ul>
          </section>

          {profile && (
            <PrivacySettings
              userId={account.id}
              isPublic={profile.isPublic}
              showEmail={profile.showEmail}
              postedResult={actionData?.intent === "privacidad" ? actionData : undefined}
            />
          )}

          <section aria-labelledby="reviews-heading">
            <h2 id="reviews-heading" className="text-xl font-bold">
              Mis reseñas
            </h2>
            {actionData?.intent === "eliminar" && (
              <div className="mt-3">
                <FormMessage tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormMessage>
              </div>
            )}
            {reviews.length === 0 ? (
              <p className="mt-3 text-slate-600 dark:text-slate-400">
                Todavía no has escrito ninguna reseña. Busca tus asignaturas y profesores en la página de tu carrera.
              </p>
            ) : (
              <ul className="mt-4 space-y-3">
                {reviews.map((review) => (
                  <li key={review.id}>
                    <Card padding="md">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <Link
                          to={reviewTargetHref(review)}
                          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                        >
                          {`${REVIEW_TARGET_LABELS[review.reviewType]}: ${reviewTargetName(review)}`}
                        </Link>
                        <span className="flex items-center gap-2">
                          {!isPubliclyVisible(review.moderationStatus) && (
                            <ModerationStatusBadge status={review.moderationStatus} />
                          )}
                          <StarRating value={review.rating} size="sm" />
                        </span>
                      </div>
                      {review.comment && (
                        <p className="mt-2 line-clamp-3 text-slate-700 dark:text-slate-300">{review.comment}</p>
                      )}
                      {!isPubliclyVisible(review.moderationStatus) && <ModerationNote note={review.moderationNote} />}
                      <p className="mt-2 flex flex-wrap gap-4 text-sm text-slate-600 dark:text-slate-400">
                        <span>{formatLongDateTime(review.createdAt)}</span>
                        <span className="inline-flex items-center gap-1">
                          <Heart className="size-4" aria-hidden="true" />
                          {plural(review.likesCount, "like", "likes")}
                        </span>
                        <span className="inline-flex items-center gap-1">
                          <MessageSquare className="size-4" aria-hidden="true" />
                          {plural(review.commentsCount, "comentario", "comentarios")}
                        </span>
                      </p>
                      <div className="mt-3 flex flex-wrap items-start gap-1 border-t border-slate-100 pt-3 dark:border-slate-800">
                        <Link
                          to={`${reviewTargetHref(review)}?editar=1#${COMPOSER_ANCHOR}`}
                          className={buttonClasses({ variant: "ghost", size: "sm" })}
                        >
                          <Pencil className="size-4" aria-hidden="true" />
                          Editar
                        </Link>
                        <DeleteOwnReview reviewId={review.id} />
                      </div>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      <OwnHeldContent items={held} />
      <OwnDecisions decisions={decisions} />
      <SavedArticles articles={saved.articles} total={saved.total} />
      {!professorAccount && <OwnSubmissions submissions={submissions} />}

      <section aria-labelledby="data-heading" className="space-y-4">
        <h2 id="data-heading" className="text-xl font-bold">
          Tus datos
        </h2>
        <Card padding="lg" className="space-y-3">
          <h3 className="font-semibold">Descargar mis datos</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Un archivo JSON con todo lo que UniOpina guarda sobre ti: cuenta, perfil, reseñas, comentarios, likes,
            reportes, publicaciones y artículos guardados.
          </p>
          <a href="/profile/datos" download className={buttonClasses({ variant: "secondary" })}>
            <Download className="size-4" aria-hidden="true" />
            Descargar mis datos
          </a>
        </Card>
        <Card padding="lg" className="space-y-3 border-red-300 dark:border-red-900">
          <h3 className="font-semibold text-red-700 dark:text-red-400">Eliminar mi cuenta</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Se borran tu cuenta, tu perfil, tus likes y tus sesiones. Tus reseñas, comentarios y publicaciones se
            conservan de forma anónima, sin ningún vínculo contigo. Esta acción no se puede deshacer.
          </p>
          {actionData?.intent === "eliminar-cuenta" && !actionData.ok && (
            <FormMessage tone="error">{actionData.message}</FormMessage>
          )}
          <details className="group">
            <summary className={buttonClasses({ variant: "danger", className: "cursor-pointer list-none" })}>
              Eliminar mi cuenta…
            </summary>
            <Form method="post" className="mt-4 max-w-sm space-y-3">
              <input type="hidden" name="intent" value="eliminar-cuenta" />
              <TextField
                label={`Escribe ${ACCOUNT_DELETION_WORD} para confirmar`}
                name="confirmation"
                autoComplete="off"
                required
              />
              <Button type="submit" variant="danger">
                Eliminar definitivamente
              </Button>
            </Form>
          </details>
        </Card>
      </section>
    </div>
  );
}

/** The blog articles the student saved ('Guardar' on an article), the latest first. */
function SavedArticles({ articles, total }: { articles: SavedArticle[]; total: number }) {
  return (
    <section aria-labelledby="saved-heading">
      <h2 id="saved-heading" className="text-xl font-bold">
        Artículos guardados
      </h2>
      {articles.length === 0 ? (
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          Todavía no has guardado ningún artículo. Pulsa «Guardar» en un artículo del{" "}
          <Link to="/blog" className="font-medium text-brand-700 underline dark:text-brand-300">
            blog
          </Link>{" "}
          para tenerlo a mano aquí.
        </p>
      ) : (
        <Card padding="none" className="mt-4">
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {articles.map((article) => (
              <li
                key={article.slug}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-5 py-3"
              >
                <Link
                  to={articleHref(article.slug)}
                  className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  {article.title}
                </Link>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {article.categoryName ?? NO_CATEGORY}
                </span>
              </li>
            ))}
          </ul>
          {total > articles.length && (
            <p className="border-t border-slate-200 px-5 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
              {`Se muestran los ${SAVED_ARTICLES_LIMIT} guardados más recientes de ${formatInteger(total)}.`}
            </p>
          )}
        </Card>
      )}
    </section>
  );
}

function Stat({ icon, label, value }: { icon: React.ReactNode; label: string; value: number }) {
  return (
    <li>
      <Card padding="md" className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
          {icon}
        </span>
        <p className="flex flex-col">
          <span className="text-sm text-slate-600 dark:text-slate-400">{label}</span>
          <span className="text-2xl font-bold">{formatInteger(value)}</span>
        </p>
      </Card>
    </li>
  );
}

function PrivacySettings({
  userId,
  isPublic,
  showEmail,
  postedResult,
}: {
  userId: string;
  isPublic: boolean;
  showEmail: boolean;
  /** The answer to a post made without JavaScript. */
  postedResult?: { ok: boolean; message: string };
}) {
  const fetcher = useFetcher<typeof action>();
  // Optimistic: the state being saved shows at once and falls back to the server's if refused.
  const pendingVisibility = fetcher.formData?.get("visibility");
  const shownPublic = pendingVisibility ? pendingVisibility === "public" : isPublic;
  const shownEmail = fetcher.formData ? fetcher.formData.get("showEmail") === "on" : showEmail;
  const result = fetcher.state === "idle" ? (fetcher.data ?? postedResult) : undefined;
  return (
    <section aria-labelledby="privacy-heading">
      <Card padding="lg" className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="max-w-xl">
            <h2 id="privacy-heading" className="text-xl font-bold">
              Privacidad del perfil
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {shownPublic
                ? "Perfil público: tu nombre, universidad y carrera son visibles y otros estudiantes pueden abrir tu perfil."
                : "Perfil anónimo: apareces como 'Perfil Anónimo' y nadie puede abrir tu perfil."}{" "}
              Tus reseñas son siempre anónimas.
            </p>
          </div>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="privacidad" />
            {shownEmail && <input type="hidden" name="showEmail" value="on" />}
            <button
              type="submit"
              name="visibility"
              value={shownPublic ? "anonymous" : "public"}
              // A toggle button: role="switch" is not allowed on a submit button, and the toggle must
              // submit to work without JavaScript.
              aria-pressed={shownPublic}
              aria-labelledby="privacy-switch-label"
              className="group inline-flex items-center gap-3 rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
            >
              <span id="privacy-switch-label" className="text-sm font-semibold">
                Perfil público
              </span>
              <span
                aria-hidden="true"
                className={`relative inline-flex h-7 w-12 items-center rounded-full transition-colors ${shownPublic ? "bg-brand-600 dark:bg-brand-500" : "bg-slate-400 dark:bg-slate-600"}`}
              >
                <span
                  className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${shownPublic ? "translate-x-6" : "translate-x-1"}`}
                />
              </span>
            </button>
          </fetcher.Form>
        </div>
        {shownPublic && (
          <fetcher.Form
            method="post"
            className="flex flex-wrap items-center gap-4 border-t border-slate-200 pt-4 dark:border-slate-800"
          >
            <input type="hidden" name="intent" value="privacidad" />
            <input type="hidden" name="visibility" value="public" />
            <label className="flex items-center gap-3 text-sm">
              <input type="checkbox" name="showEmail" defaultChecked={showEmail} className="size-4 accent-brand-600" />
              Mostrar mi correo universitario en mi perfil público
            </label>
            <Button type="submit" size="sm" variant="secondary">
              Guardar
            </Button>
            <Link
              to={`/perfil-publico/${userId}`}
              className="text-sm font-medium text-brand-700 underline dark:text-brand-300"
            >
              Ver mi perfil público
            </Link>
          </fetcher.Form>
        )}
        {result && <FormMessage tone={result.ok ? "success" : "error"}>{result.message}</FormMessage>}
      </Card>
    </section>
  );
}

/** Why the student cannot review yet, and what happens next: the career they wrote at sign-up waits for a moderator. */
function PendingCareer({
  request,
}: {
  request: { name: string; status: string; moderatorNote: string | null } | null;
}) {
  return (
    <section
      aria-labelledby="pending-career-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <h2 id="pending-career-heading" className="text-lg font-bold">
        Tu carrera, pendiente de revisión
      </h2>
      {request?.status === "rejected" ? (
        <p className="mt-2 text-sm">
          {`No hemos añadido «${request.name}».${request.moderatorNote ? ` Motivo: ${asSentence(request.moderatorNote)}` : ""} `}
          Propón tu carrera de nuevo desde{" "}
          <Link to="/submit?tipo=carrera" className="font-semibold underline">
            Agregar
          </Link>{" "}
          (en tu universidad): esa solicitud será tu carrera cuando el equipo de moderación la apruebe.
        </p>
      ) : (
        <p className="mt-2 text-sm">
          {request ? `Has pedido añadir «${request.name}». ` : ""}
          El equipo de moderación la revisará: cuando la apruebe (o la enlace con una carrera que ya exista) será tu
          carrera y podrás opinar sobre sus asignaturas y profesores. Mientras tanto puedes leer, dar likes y comentar.
          Te avisaremos por correo.
        </p>
      )}
    </section>
  );
}
