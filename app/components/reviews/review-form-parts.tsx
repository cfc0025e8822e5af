/**
 * What the review forms share: the required star rating, an optional 1–5 choice («Sin indicar»
 * first) for difficulty and a verdict's categories (radio buttons styled with CSS alone, so they
 * work before and without JavaScript), and the send and cancel buttons.
 */
import { Fragment, useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";

import { Button, buttonClasses } from "~/components/ui/button";
import { Send, Star } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { useFormReply } from "~/components/ui/use-form-reply";
import { plural } from "~/lib/format";
import { COMPOSER_ANCHOR } from "~/lib/review-forms";
import type { ReviewActionResult } from "~/server/reviewed-pages/actions.server";

const STAR_VALUES = [5, 4, 3, 2, 1] as const;

/**
 * Five radio buttons drawn as stars. They are in reverse order in the document and shown
 * reversed, so `input:checked ~ label` colours the chosen star and the ones before it with CSS
 * alone: the stars work before (and without) JavaScript.
 */
export function RatingInput({
  defaultValue,
  error,
  onChange,
}: {
  defaultValue: number;
  error?: string;
  onChange: (value: number) => void;
}) {
  const stars = useRef<HTMLDivElement>(null);
  // On hydration the state starts from the DOM, which keeps a star picked before it.
  useEffect(() => {
    const picked = stars.current?.querySelector<HTMLInputElement>("input:checked");
    onChange(picked ? Number(picked.value) : 0);
  }, [onChange]);
  return (
    <fieldset aria-describedby={error ? "valoracion-error" : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
        Valoración <span aria-hidden="true">*</span>
      </legend>
      <div
        ref={stars}
        className="flex flex-row-reverse justify-end gap-1"
        onChange={(event) => onChange(Number((event.target as HTMLInputElement).value))}
      >
        {STAR_VALUES.map((stars) => (
          <Fragment key={stars}>
            <input
              type="radio"
              name="rating"
              value={stars}
              id={`valoracion-${stars}`}
              defaultChecked={defaultValue === stars}
              className="peer sr-only"
            />
            <label
              htmlFor={`valoracion-${stars}`}
              className="cursor-pointer rounded-md p-0.5 text-slate-300 peer-checked:text-amber-400 hover:text-amber-300 dark:text-slate-600 dark:peer-checked:text-amber-400 [input:focus-visible+&]:ring-2 [input:focus-visible+&]:ring-brand-500"
            >
              <Star className="size-8 fill-current" aria-hidden="true" />
              <span className="sr-only">{plural(stars, "estrella", "estrellas")}</span>
            </label>
          </Fragment>
        ))}
      </div>
      {error && (
        <p id="valoracion-error" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const SCALE_VALUES = ["", "1", "2", "3", "4", "5"] as const;

interface ScaleInputProps {
  /** The field's name, also the prefix of its ids. */
  name: string;
  legend: string;
  hint?: string;
  /** How each value 1–5 reads («3 · Media»). */
  labelOf?: (value: number) => string;
  defaultValue: string;
  error?: string;
}

/** An optional 1–5 answer as a row of buttons, «Sin indicar» first. */
export function ScaleInput({ name, legend, hint, labelOf = String, defaultValue, error }: ScaleInputProps) {
  const described = [hint && `${name}-ayuda`, error && `${name}-error`].filter(Boolean).join(" ");
  return (
    <fieldset aria-describedby={described || undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      {hint && (
        <p id={`${name}-ayuda`} className="mb-2 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {SCALE_VALUES.map((value) => (
          <Fragment key={value}>
            <input
              type="radio"
              name={name}
              value={value}
              id={`${name}-${value || "ninguna"}`}
              defaultChecked={defaultValue === value}
              className="sr-only"
            />
            <label
              htmlFor={`${name}-${value || "ninguna"}`}
              className="cursor-pointer rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800 [input:checked+&]:border-brand-600 [input:checked+&]:bg-brand-600 [input:checked+&]:text-white dark:[input:checked+&]:border-brand-400 dark:[input:checked+&]:bg-brand-500 dark:[input:checked+&]:text-slate-950 [input:focus-visible+&]:ring-2 [input:focus-visible+&]:ring-brand-500"
            >
              {value ? labelOf(Number(value)) : "Sin indicar"}
            </label>
          </Fragment>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface ReviewFormActionsProps {
  intent: "crear" | "editar";
  submitting: boolean;
  /** The stars picked, null before hydration: without JavaScript the button is never disabled and the server checks. */
  rating: number | null;
  pageHref: string;
}

export function ReviewFormActions({ intent, submitting, rating, pageHref }: ReviewFormActionsProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" loading={submitting} disabled={rating === 0}>
        <Send className="size-4" aria-hidden="true" />
        {intent === "crear" ? "Publicar reseña" : "Guardar cambios"}
      </Button>
      {intent === "editar" && (
        <Link to={`${pageHref}#${COMPOSER_ANCHOR}`} preventScrollReset className={buttonClasses({ variant: "ghost" })}>
          Cancelar
        </Link>
      )}
      {rating === 0 && (
        <span className="text-sm text-slate-600 dark:text-slate-400">Elige una valoración para publicar.</span>
      )}
    </div>
  );
}

/**
 * What a review form needs to show its state: whether it is being sent, the refusal the server
 * answered with (and what was typed, which a page without JavaScript shows again), each field's
 * value and error, and the stars picked (null until hydrated: without JavaScript the send button is
 * never disabled, and the server checks the rating).
 */
export function useReviewForm(intent: "crear" | "editar", result: ReviewActionResult | undefined) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const failed = result && !result.ok && result.intent === intent ? result : undefined;
  const form = useFormReply(failed);
  const value = (name: string, stored: string | number | null | undefined) => form.field(name, stored).defaultValue;
  const [rating, setRating] = useState<number | null>(null);
  return { form, submitting, failed, value, errorOf: form.error, rating, setRating };
}
