import { Form } from "react-router";

import { LegalNoticeLink } from "~/components/legal-notice-link";
import { Button } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/form-field";
import { formatLongDateTime } from "~/lib/format";
import { REPLY_HEADING, REVIEW_REPLY_MAX } from "~/lib/professor-links";
import type { ReviewItem } from "~/server/reviews/reads.server";

/**
 * Under a review of a professor: the professor's public reply, and — for the verified account
 * that manages the profile, while the review has none — the form to write it (a plain post).
 */
export function ProfessorReply({
  review,
  canReply,
  intent,
}: {
  review: ReviewItem;
  canReply: boolean;
  intent: string;
}) {
  if (review.reply) {
    const written = new Date(review.reply.createdAt);
    return (
      <section
        aria-label={REPLY_HEADING}
        className="mt-3 rounded-xl border-l-4 border-brand-500 bg-slate-50 p-3 dark:bg-slate-800/60"
      >
        <p className="text-sm font-semibold">
          {REPLY_HEADING} · <time dateTime={written.toISOString()}>{formatLongDateTime(written)}</time>
        </p>
        <p className="mt-1 whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{review.reply.text}</p>
        <LegalNoticeLink kind="review_reply" id={review.reply.id} className="mt-1 text-right" />
      </section>
    );
  }
  if (!canReply) return null;
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-medium text-brand-700 dark:text-brand-300">
        Responder como profesor
      </summary>
      <Form method="post" preventScrollReset className="mt-2 space-y-2">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="reviewId" value={review.id} />
        <TextAreaField
          name="reply"
          label="Tu respuesta (pública, una sola vez)"
          rows={3}
          required
          counterMax={REVIEW_REPLY_MAX}
          id={`respuesta-${review.id}`}
        />
        <Button type="submit" size="sm">
          Publicar respuesta
        </Button>
      </Form>
    </details>
  );
}
