/**
 * The new post form's schema: the action's authority (SPEC §5 "New post"). Kept server-side so the
 * browser never loads zod; the form shares the limits and texts from lib/post-forms.ts. Post
 * comments use the shared comment schema (comments/form-schemas.server.ts).
 */
import { z } from "zod";

import {
  isWebImageUrl,
  POST_CONTENT_MAX,
  POST_CONTENT_MIN,
  POST_MESSAGES,
  POST_TITLE_MAX,
  POST_TITLE_MIN,
} from "~/lib/post-forms";

const emptyAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const newPostSchema = z.object({
  title: z
    .string({ error: POST_MESSAGES.titleTooShort })
    .trim()
    .min(POST_TITLE_MIN, POST_MESSAGES.titleTooShort)
    .max(POST_TITLE_MAX, POST_MESSAGES.titleTooLong),
  content: z
    .string({ error: POST_MESSAGES.contentTooShort })
    .trim()
    .min(POST_CONTENT_MIN, POST_MESSAGES.contentTooShort)
    .max(POST_CONTENT_MAX, POST_MESSAGES.contentTooLong),
  // 'Sin categoría' posts an empty value. Whether the id exists is the action's check.
  categoryId: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: POST_MESSAGES.categoryInvalid })
      .int(POST_MESSAGES.categoryInvalid)
      .positive(POST_MESSAGES.categoryInvalid)
      .max(2_147_483_647, POST_MESSAGES.categoryInvalid)
      .optional(),
  ),
  imageUrl: z.preprocess(
    (value) => (typeof value === "string" ? emptyAsUndefined(value.trim()) : value),
    z.string().refine(isWebImageUrl, POST_MESSAGES.imageUrlInvalid).optional(),
  ),
});
