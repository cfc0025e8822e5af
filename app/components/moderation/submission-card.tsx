import { ActionForm } from "~/components/moderation/action-form";
import { AuthorLine } from "~/components/moderation/author-line";
import { Card } from "~/components/ui/card";
import { SUBMISSION_KIND_LABELS } from "~/lib/submission-forms";
import type { PendingSubmission } from "~/server/moderation/submissions.server";

/** Where an approval puts the request: a new entry, or one that already exists with a similar name. */
function Destination({ submission }: { submission: PendingSubmission }) {
  if (submission.candidates.length === 0) return <input type="hidden" name="destino" value="nueva" />;
  // An entry with the very same name is the default: a new one would be its twin.
  const identical = submission.candidates.find((candidate) => candidate.identical);
  return (
    <fieldset className="space-y-1 text-sm">
      <legend className="mb-1 font-medium">Al aprobar</legend>
      <label className="flex items-center gap-2">
        <input type="radio" name="destino" value="nueva" defaultChecked={!identical} className="size-4" />
        {`Crear «${submission.name}»`}
      </label>
      {submission.candidates.map((candidate) => (
        <label key={candidate.id} className="flex items-center gap-2">
          <input
            type="radio"
            name="destino"
            value={candidate.id}
            defaultChecked={candidate === identical}
            className="size-4"
          />
          {`Vincular a la entrada existente «${candidate.name}»${candidate.context ? ` (${candidate.context})` : ""}`}
        </label>
      ))}
    </fieldset>
  );
}

/** One pending request: what was proposed, by whom, what the screening noted, approve or reject. */
export function SubmissionCard({ submission }: { submission: PendingSubmission }) {
  const fields = { submissionId: submission.id };
  return (
    <Card as="article" padding="md" className="space-y-3" aria-labelledby={`propuesta-${submission.id}`}>
      <header>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
          {SUBMISSION_KIND_LABELS[submission.kind]}
        </p>
        <h3 id={`propuesta-${submission.id}`} className="text-lg font-semibold break-words">
          {submission.name}
        </h3>
        <AuthorLine name={submission.submitterName} email={submission.submitterEmail} date={submission.createdAt} />
      </header>
      {submission.details.length > 0 && (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {submission.details.map(({ label, value }) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="whitespace-pre-line break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {submission.screeningNote && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-400/10 dark:text-amber-100">
          <span className="font-semibold">Revisión automática: </span>
          {submission.screeningNote}
        </p>
      )}
      <div className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2 dark:border-slate-800">
        <ActionForm
          intent="aprobar"
          fields={fields}
          label="Aprobar"
          variant="primary"
          reason={{ label: "Nota para quien la envió", required: false }}
        >
          <Destination submission={submission} />
        </ActionForm>
        <ActionForm
          intent="rechazar"
          fields={fields}
          label="Rechazar"
          variant="danger"
          reason={{ label: "Motivo del rechazo", required: true }}
        />
      </div>
    </Card>
  );
}
