import { Form } from "react-router";

import type { ReviewFieldsProps } from "~/components/reviews/review-form";
import { RatingInput, ReviewFormActions, ScaleInput, useReviewForm } from "~/components/reviews/review-form-parts";
import { WOULD_TAKE_AGAIN_LABELS } from "~/components/reviews/review-labels";
import { FormMessage, SelectField, TextAreaField } from "~/components/ui/form-field";
import { REVIEW_COMMENT_MAX } from "~/lib/review-forms";
import { categoryField, STUDY_STAGES, VERDICT_CATEGORIES, VERDICT_QUESTIONS, type VerdictKind } from "~/lib/verdicts";

const COMMENT_PROMPT: Record<VerdictKind, { label: string; placeholder: string }> = {
  career: {
    label: "Tu opinión sobre la carrera",
    placeholder: "¿Qué tal el plan, el profesorado, las prácticas? ¿A quién se la recomendarías?",
  },
  university: {
    label: "Tu opinión sobre la universidad",
    placeholder: "¿Qué tal el campus, los servicios, los trámites? ¿Qué echas en falta?",
  },
};

/**
 * A student's verdict on their career or university: overall stars, stars per category (each
 * optional), «¿Volverías a elegirla?», the course they are in or that they finished, and a text.
 */
export function VerdictFields({
  kind,
  intent,
  review,
  result,
  pageHref,
}: Omit<ReviewFieldsProps, "kind"> & { kind: VerdictKind }) {
  const { form, submitting, failed, value, errorOf, rating, setRating } = useReviewForm(intent, result);
  const questions = VERDICT_QUESTIONS[kind];
  const prompt = COMMENT_PROMPT[kind];

  return (
    <Form ref={form.formRef} method="post" action={pageHref} preventScrollReset className="space-y-5" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {review && <input type="hidden" name="reviewId" value={review.id} />}
      {intent === "editar" && (
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300">Estás editando tu opinión.</p>
      )}
      {failed && <FormMessage tone="error">{failed.message}</FormMessage>}

      <RatingInput
        defaultValue={Number(value("rating", review?.rating)) || 0}
        error={errorOf("rating")}
        onChange={setRating}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="resena-studyStage"
          label="¿En qué punto estás?"
          name="studyStage"
          required
          defaultValue={value("studyStage", review?.studyStage)}
          error={errorOf("studyStage")}
        >
          <option value="">Elige una opción</option>
          {STUDY_STAGES.map((stage) => (
            <option key={stage.value} value={stage.value}>
              {stage.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="resena-wouldTakeAgain"
          label={questions.again}
          name="wouldTakeAgain"
          defaultValue={value("wouldTakeAgain", review?.wouldTakeAgain)}
          error={errorOf("wouldTakeAgain")}
        >
          <option value="">Sin indicar</option>
          {Object.entries(WOULD_TAKE_AGAIN_LABELS).map(([option, label]) => (
            <option key={option} value={option}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>

      <fieldset className="space-y-4">
        <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
          Por aspectos, de 1 a 5 (opcional: valora solo lo que conozcas)
        </legend>
        {VERDICT_CATEGORIES[kind].map((category, index) => {
          const name = categoryField(category.key);
          return (
            <ScaleInput
              key={category.key}
              name={name}
              legend={category.label}
              hint={category.hint}
              defaultValue={value(name, review?.categoryRatings?.[index])}
              error={errorOf(name)}
            />
          );
        })}
      </fieldset>

      <TextAreaField
        id="resena-comment"
        label={prompt.label}
        name="comment"
        rows={4}
        required
        counterMax={REVIEW_COMMENT_MAX}
        placeholder={prompt.placeholder}
        defaultValue={value("comment", review?.comment)}
        error={errorOf("comment")}
      />

      <ReviewFormActions intent={intent} submitting={submitting} rating={rating} pageHref={pageHref} />
    </Form>
  );
}
