import { useEffect, useRef, useState } from "react";
import { Form, useLocation } from "react-router";

import { ModerationNote, ModerationStatusBadge } from "~/components/moderation/moderation-status";
import { DeleteOwnReview } from "~/components/reviews/own-review";
import { RatingInput, ReviewFormActions, ScaleInput, useReviewForm } from "~/components/reviews/review-form-parts";
import { difficultyLabel, WOULD_TAKE_AGAIN_LABELS } from "~/components/reviews/review-labels";
import { Button, buttonClasses } from "~/components/ui/button";
import { CheckboxField, FormMessage, SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import { Pencil, ShieldAlert } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { VerdictFields } from "~/components/verdicts/verdict-fields";
import { isPubliclyVisible } from "~/lib/moderation";
import { ANONYMOUS_PROFESSOR } from "~/lib/privacy-labels";
import { GRADE_DISTRIBUTION_MIN } from "~/lib/review-figures";
import type { ReviewKind, ReviewSubjectKind } from "~/lib/review-forms";
import { COMPOSER_ANCHOR } from "~/lib/review-forms";
import { REVIEW_COMMENT_MAX } from "~/lib/review-forms";
import { reviewPageHref } from "~/lib/review-list";
import { formatMark, GRADE_LABELS, GRADES, SITTING_LABELS, SITTINGS, WORKLOAD_BANDS } from "~/lib/review-scales";
import { REVIEW_TAGS, REVIEW_TAGS_MAX } from "~/lib/review-tags";
import type { ReviewActionResult } from "~/server/reviewed-pages/actions.server";
import type { AcademicYearChoice, ReviewFormState } from "~/server/reviewed-pages/page.server";
import type { OwnReviewValues } from "~/server/reviews/reads.server";

export interface ReviewFormOption {
  id: string;
  /** Null for a professor whose name is not public. */
  name: string | null;
}

interface ReviewComposerProps {
  kind: ReviewKind;
  state: Exclude<ReviewFormState, { mode: "visitor" }>;
  /** The page action's answer to a review post (create, edit, delete), if any. */
  result: ReviewActionResult | undefined;
  /** The edit form is open (`?editar=1`, so it also works without JavaScript). */
  editing: boolean;
  /** Professors of the subject, or subjects the professor teaches. */
  options: ReviewFormOption[];
}

/**
 * The review form of the subject and professor pages (SPEC §4 "Subject review form"): create,
 * or, when the viewer already reviewed the target, a disabled 'Ya has dejado tu reseña' with
 * edit and delete. A refusal of the permission module is shown instead of the form.
 */
export function ReviewComposer({ kind, state, result, editing, options }: ReviewComposerProps) {
  // This page with its list's state only: where the forms post (closing `?editar=1`) and cancel leads.
  const { pathname, search } = useLocation();
  const pageHref = reviewPageHref(pathname, search);
  if (state.mode === "refused") {
    return (
      <div
        role="note"
        className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          {state.title && <p className="font-semibold">{state.title}</p>}
          <p>{state.message}</p>
        </div>
      </div>
    );
  }

  const succeeded = result?.ok ? result.message : null;
  // A saved review the screening held (or a moderator hid) is no success to celebrate: the message says what to change.
  const succeededTone = result?.held ? "info" : "success";
  if (state.mode === "create") {
    return (
      <div className="space-y-4">
        {succeeded && <FormMessage tone={succeededTone}>{succeeded}</FormMessage>}
        <KindFields
          kind={kind}
          intent="crear"
          result={result}
          options={options}
          academicYears={state}
          pageHref={pageHref}
        />
      </div>
    );
  }

  const review = state.review;
  if (editing && !(result?.ok && result.intent === "editar")) {
    return (
      <KindFields
        kind={kind}
        intent="editar"
        review={review}
        result={result}
        options={options}
        academicYears={state}
        pageHref={pageHref}
      />
    );
  }
  return (
    <div className="space-y-4">
      {succeeded && <FormMessage tone={succeededTone}>{succeeded}</FormMessage>}
      {result && !result.ok && <FormMessage tone="error">{result.message}</FormMessage>}
      {isPubliclyVisible(review.moderationStatus) ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Tu reseña ({review.rating}/5) ya está publicada. Puedes editarla o eliminarla cuando quieras.
        </p>
      ) : (
        <div className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
          <p className="flex flex-wrap items-center gap-2">
            {`Tu reseña (${review.rating}/5) no está publicada.`}{" "}
            <ModerationStatusBadge status={review.moderationStatus} />
          </p>
          {!succeeded && <ModerationNote note={review.moderationNote} />}
        </div>
      )}
      <div className="flex flex-wrap items-start gap-2">
        <Button disabled>Ya has dejado tu reseña</Button>
        <Link
          to={`${reviewPageHref(pathname, search, true)}#${COMPOSER_ANCHOR}`}
          preventScrollReset
          className={buttonClasses({ variant: "secondary" })}
        >
          <Pencil className="size-4" aria-hidden="true" />
          Editar mi reseña
        </Link>
        <DeleteOwnReview reviewId={review.id} />
      </div>
    </div>
  );
}

export interface ReviewFieldsProps {
  kind: ReviewSubjectKind;
  intent: "crear" | "editar";
  review?: OwnReviewValues;
  result: ReviewActionResult | undefined;
  options: ReviewFormOption[];
  /** The academic years the review may describe, newest first, in the words of the university's country. */
  academicYears: AcademicYearChoice;
  pageHref: string;
}

/** The fields of a review of this kind: a verdict on a career or a university asks its own. */
function KindFields({ kind, ...props }: Omit<ReviewFieldsProps, "kind"> & { kind: ReviewKind }) {
  if (kind === "career" || kind === "university") return <VerdictFields kind={kind} {...props} />;
  return <ReviewFields kind={kind} {...props} />;
}

/** The would-take-again question, in the words of what is reviewed. */
const WOULD_TAKE_AGAIN_QUESTION: Record<ReviewSubjectKind, string> = {
  subject: "¿Volverías a cursarla?",
  professor: "¿Volverías a elegir a este profesor?",
};

function ReviewFields({ kind, intent, review, result, options, academicYears, pageHref }: ReviewFieldsProps) {
  const { form, submitting, failed, value, errorOf, rating, setRating } = useReviewForm(intent, result);
  const checked = (name: string, stored: boolean | undefined) => form.checkbox(name, stored).defaultChecked;

  return (
    <Form ref={form.formRef} method="post" action={pageHref} preventScrollReset className="space-y-5" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {review && <input type="hidden" name="reviewId" value={review.id} />}
      {intent === "editar" && (
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300">Estás editando tu reseña.</p>
      )}
      {failed && <FormMessage tone="error">{failed.message}</FormMessage>}

      <RatingInput
        defaultValue={Number(value("rating", review?.rating)) || 0}
        error={errorOf("rating")}
        onChange={setRating}
      />

      <ScaleInput
        name="difficultyLevel"
        legend="Dificultad (opcional)"
        labelOf={(level) => `${level} · ${difficultyLabel(level)}`}
        defaultValue={value("difficultyLevel", review?.difficultyLevel)}
        error={errorOf("difficultyLevel")}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="resena-academicYear"
          label={academicYears.academicYearField}
          name="academicYear"
          required
          defaultValue={value("academicYear", review?.academicYear)}
          error={errorOf("academicYear")}
        >
          <option value="">{`Elige el ${academicYears.academicYearField.toLowerCase()}`}</option>
          {academicYears.academicYears.map(({ year, label }) => (
            <option key={year} value={year}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="resena-wouldTakeAgain"
          label={WOULD_TAKE_AGAIN_QUESTION[kind]}
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
        {kind === "subject" ? (
          <SelectField
            id="resena-professorId"
            label="Profesor con el que la cursaste"
            name="professorId"
            defaultValue={value("professorId", review?.professorId)}
            error={errorOf("professorId")}
          >
            <option value="">Sin indicar</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name ?? ANONYMOUS_PROFESSOR}
              </option>
            ))}
          </SelectField>
        ) : (
          <SelectField
            id="resena-subjectId"
            label="Asignatura que te impartió"
            name="subjectId"
            defaultValue={value("subjectId", review?.subjectId)}
            error={errorOf("subjectId")}
          >
            <option value="">Sin indicar</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          id="resena-workloadBand"
          label="Horas a la semana fuera de clase (opcional)"
          name="workloadBand"
          defaultValue={value("workloadBand", review?.workloadBand)}
          error={errorOf("workloadBand")}
        >
          <option value="">Sin indicar</option>
          {WORKLOAD_BANDS.map((label, index) => (
            <option key={label} value={index + 1}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>

      {kind === "subject" && (
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
            Nota obtenida (opcional)
          </legend>
          <SelectField
            id="resena-grade"
            label="Calificación"
            name="grade"
            hint={`Con ${GRADE_DISTRIBUTION_MIN} notas, la asignatura muestra su distribución.`}
            defaultValue={value("grade", review?.grade)}
            error={errorOf("grade")}
          >
            <option value="">Sin indicar</option>
            {GRADES.map((grade) => (
              <option key={grade} value={grade}>
                {GRADE_LABELS[grade]}
              </option>
            ))}
          </SelectField>
          <TextField
            id="resena-gradeMark"
            label="Nota sobre 10"
            name="gradeMark"
            inputMode="decimal"
            placeholder="Por ejemplo: 7,5"
            maxLength={4}
            defaultValue={value("gradeMark", review?.gradeMark == null ? null : formatMark(review.gradeMark))}
            error={errorOf("gradeMark")}
          />
          <SelectField
            id="resena-gradeSitting"
            label="Convocatoria"
            name="gradeSitting"
            defaultValue={value("gradeSitting", review?.gradeSitting)}
            error={errorOf("gradeSitting")}
          >
            <option value="">Sin indicar</option>
            {SITTINGS.map((sitting) => (
              <option key={sitting} value={sitting}>
                {SITTING_LABELS[sitting]}
              </option>
            ))}
          </SelectField>
        </fieldset>
      )}

      <TagChoices kind={kind} chosen={form.choices("tags", review?.tags)} error={errorOf("tags")} />

      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="sr-only">Detalles</legend>
        <CheckboxField
          id="resena-attendanceMandatory"
          label="La asistencia es obligatoria"
          name="attendanceMandatory"
          defaultChecked={checked("attendanceMandatory", review?.attendanceMandatory)}
        />
        {kind === "subject" && (
          <CheckboxField
            id="resena-textbookRequired"
            label="Hace falta libro de texto"
            name="textbookRequired"
            defaultChecked={checked("textbookRequired", review?.textbookRequired)}
          />
        )}
      </fieldset>

      <TextAreaField
        id="resena-comment"
        label={kind === "professor" ? "Tu comentario" : "Tu comentario (opcional)"}
        name="comment"
        rows={4}
        required={kind === "professor"}
        counterMax={REVIEW_COMMENT_MAX}
        placeholder={
          kind === "professor"
            ? "¿Cómo explica? ¿Cómo evalúa? ¿Qué tal las tutorías?"
            : "¿Qué tal el temario, las prácticas y el examen?"
        }
        defaultValue={value("comment", review?.comment)}
        error={errorOf("comment")}
      />
      {kind === "professor" && (
        <TextAreaField
          id="resena-tips"
          label="Consejos para futuros alumnos (opcional)"
          name="tips"
          rows={2}
          counterMax={REVIEW_COMMENT_MAX}
          defaultValue={value("tips", review?.tips)}
          error={errorOf("tips")}
        />
      )}

      <ReviewFormActions intent={intent} submitting={submitting} rating={rating} pageHref={pageHref} />
    </Form>
  );
}

/**
 * The kind's tags as checkboxes. The server refuses more than REVIEW_TAGS_MAX; with JavaScript the
 * others are disabled once that many are ticked, so the limit is felt before posting.
 */
function TagChoices({ kind, chosen, error }: { kind: ReviewSubjectKind; chosen: ReadonlySet<string>; error?: string }) {
  // Null until hydrated (nothing is disabled without JavaScript); then read from the boxes, which keeps a tick made before.
  const [ticked, setTicked] = useState<ReadonlySet<string> | null>(null);
  const group = useRef<HTMLFieldSetElement>(null);
  const readTicked = () =>
    setTicked(
      new Set(
        Array.from(group.current?.querySelectorAll<HTMLInputElement>("input:checked") ?? [], (input) => input.value),
      ),
    );
  useEffect(readTicked, []);
  const full = ticked != null && ticked.size >= REVIEW_TAGS_MAX;
  return (
    <fieldset ref={group} aria-describedby={error ? "etiquetas-error" : "etiquetas-ayuda"} onChange={readTicked}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Etiquetas (opcional)</legend>
      <p id="etiquetas-ayuda" className="mb-2 text-sm text-slate-600 dark:text-slate-400">
        {`Elige hasta ${REVIEW_TAGS_MAX} que lo describan bien.`}
      </p>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {REVIEW_TAGS[kind].map((tag) => (
          <CheckboxField
            key={tag.key}
            id={`resena-etiqueta-${tag.key}`}
            label={tag.label}
            name="tags"
            value={tag.key}
            defaultChecked={chosen.has(tag.key)}
            disabled={full && !ticked.has(tag.key)}
          />
        ))}
      </div>
      {error && (
        <p id="etiquetas-error" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
