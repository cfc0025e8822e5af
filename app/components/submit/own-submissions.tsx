import { SubmissionStatusBadge } from "~/components/submit/submission-status";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { formatLongDateTime } from "~/lib/format";
import { SUBMISSION_KIND_LABELS } from "~/lib/submission-forms";
import type { OwnSubmission } from "~/server/submissions/reads.server";

/** The student's requests and where each one stands (/profile). */
export function OwnSubmissions({ submissions }: { submissions: OwnSubmission[] }) {
  return (
    <section id="solicitudes" aria-labelledby="solicitudes-titulo" className="scroll-mt-24">
      <h2 id="solicitudes-titulo" className="text-xl font-bold">
        Mis solicitudes
      </h2>
      {submissions.length === 0 ? (
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          Todavía no has enviado ninguna solicitud.{" "}
          <Link to="/submit" className="font-semibold text-brand-700 underline dark:text-brand-300">
            Propón una universidad, una carrera, un profesor o una asignatura
          </Link>
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {submissions.map((submission) => (
            <li key={submission.id}>
              <Card padding="md" className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
                    {SUBMISSION_KIND_LABELS[submission.kind]}
                  </p>
                  <p className="font-semibold">{submission.name}</p>
                  {submission.context && (
                    <p className="text-sm text-slate-600 dark:text-slate-400">{submission.context}</p>
                  )}
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{`Enviada el ${formatLongDateTime(submission.createdAt)}`}</p>
                  {submission.moderatorNote && (
                    <p className="mt-1 text-sm break-words">{`${submission.status === "rejected" ? "Motivo" : "Nota del equipo"}: ${submission.moderatorNote}`}</p>
                  )}
                  {submission.resultPath && (
                    <Link
                      to={submission.resultPath}
                      className="mt-1 inline-block text-sm font-semibold text-brand-700 underline dark:text-brand-300"
                    >
                      Ver en UniOpina
                    </Link>
                  )}
                </div>
                <SubmissionStatusBadge status={submission.status} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
