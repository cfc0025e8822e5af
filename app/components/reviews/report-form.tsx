import { useEffect } from "react";
import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import { FormMessage, TextAreaField } from "~/components/ui/form-field";
import { CheckCircle2, Flag } from "~/components/ui/icons";
import { useFormReply } from "~/components/ui/use-form-reply";
import type { InteractionResult } from "~/lib/interactions";
import {
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REVIEW_REPLY_MAX,
} from "~/lib/review-interaction-forms";

export function reportHref(reviewId: string) {
  return `/resenas/${reviewId}/reportar`;
}

/** How long the confirmation stays before the dialog closes itself (SPEC §2 "Reviews"). */
const REPORT_CONFIRMATION_MS = 2000;

interface ReportFormProps {
  reviewId: string;
  /** The viewer reported this review before: only that is said, at once, instead of the form. */
  alreadyReported: boolean;
  /** The page's own action answer (a post made without JavaScript). */
  result?: InteractionResult;
  /** Called 2 s after a report is accepted: the dialog closes, which unmounts the form, so it starts afresh next time. */
  onReported?: () => void;
}

/** Reason (spam by default) and an optional description; posts to `/resenas/{id}/reportar`. */
export function ReportForm({ reviewId, alreadyReported, result, onReported }: ReportFormProps) {
  const fetcher = useFetcher<InteractionResult>();
  const answer = fetcher.data ?? result;
  const form = useFormReply(answer);
  const description = form.field("description");

  useEffect(() => {
    if (!fetcher.data?.ok || !onReported) return;
    const timer = setTimeout(onReported, REPORT_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [fetcher.data, onReported]);

  if (answer?.ok) {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-100"
      >
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>{answer.message}</p>
      </div>
    );
  }

  if (alreadyReported) return <FormMessage tone="info">{REPORT_MESSAGES.duplicate}</FormMessage>;

  return (
    <fetcher.Form ref={form.formRef} method="post" action={reportHref(reviewId)} className="space-y-4">
      {answer && !answer.ok && !answer.reply?.error && <FormMessage tone="error">{answer.message}</FormMessage>}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">Motivo del reporte</legend>
        <div className="space-y-2">
          {REPORT_REASONS.map((reason) => (
            <label
              key={reason}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50 has-checked:border-brand-500 has-checked:bg-brand-50 dark:border-slate-700 dark:hover:bg-slate-800 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-500/10"
            >
              <input
                type="radio"
                name="reason"
                value={reason}
                defaultChecked={reason === "spam"}
                className="size-4 accent-brand-600"
              />
              {REPORT_REASON_LABELS[reason]}
            </label>
          ))}
        </div>
        {form.error("reason") && (
          <p className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">{form.error("reason")}</p>
        )}
      </fieldset>
      <TextAreaField
        label="Descripción (opcional)"
        name="description"
        rows={3}
        counterMax={REVIEW_REPLY_MAX}
        placeholder="Cuéntanos qué ocurre con esta reseña"
        defaultValue={description.defaultValue}
        error={description.error}
      />
      <Button type="submit" variant="danger" loading={fetcher.state !== "idle"}>
        <Flag className="size-4" aria-hidden="true" />
        Enviar reporte
      </Button>
    </fetcher.Form>
  );
}
