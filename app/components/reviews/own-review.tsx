/**
 * What a student's own review needs beside the form (review-form.tsx), also on /profile: where
 * the form's section is, the delete button of their card, and which answers of a page's action are
 * the form's.
 */
import clsx from "clsx";
import { Form, useNavigation } from "react-router";

import { Button, buttonClasses } from "~/components/ui/button";
import { Trash2 } from "~/components/ui/icons";
import type { ReviewActionResult } from "~/server/reviewed-pages/actions.server";

/** The page action's answer when it is about the review form (not a like). */
export function reviewResultOf(result: ReviewActionResult | undefined): ReviewActionResult | undefined {
  return result && (result.intent === "crear" || result.intent === "editar" || result.intent === "eliminar")
    ? result
    : undefined;
}

/** Delete asks once more in place (a disclosure), so it needs no JavaScript and no modal. */
export function DeleteOwnReview({ reviewId }: { reviewId: string }) {
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "eliminar";
  return (
    <details className="group">
      <summary
        className={clsx(
          buttonClasses({ variant: "ghost" }),
          "cursor-pointer list-none text-red-700 dark:text-red-400 [&::-webkit-details-marker]:hidden",
        )}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Eliminar
      </summary>
      <Form
        method="post"
        preventScrollReset
        className="mt-2 flex flex-wrap items-center gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm dark:border-red-900 dark:bg-red-950/40"
      >
        <input type="hidden" name="intent" value="eliminar" />
        <input type="hidden" name="reviewId" value={reviewId} />
        <span className="text-red-900 dark:text-red-100">¿Eliminar tu reseña? No se puede deshacer.</span>
        <Button type="submit" variant="danger" size="sm" loading={deleting}>
          Sí, eliminar
        </Button>
      </Form>
    </details>
  );
}
