import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";

import { Button, ButtonLink } from "~/components/ui/button";
import { FormMessage, SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import { ImageOff, Send } from "~/components/ui/icons";
import { useFormReply } from "~/components/ui/use-form-reply";
import { useHydrated } from "~/components/use-hydrated";
import type { FormResult } from "~/lib/forms";
import { isWebImageUrl, lifeTabHref, POST_CONTENT_MAX, POST_MESSAGES, POST_TITLE_MAX } from "~/lib/post-forms";

interface NewPostFormProps {
  universityId: string;
  categories: { id: number; name: string }[];
  /** The action's answer to a refused post: the message, one per field, and what was typed. */
  refusal?: FormResult;
}

/**
 * SPEC §2 "New post": title and content with their counters, an optional category ('Sin
 * categoría') and an optional image address with a live preview. A plain form post: without
 * JavaScript the server checks everything and answers with the same messages.
 */
export function NewPostForm({ universityId, categories, refusal }: NewPostFormProps) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  // Still 'Publicando...' while the redirect to the life tab loads (the form data stays until then).
  const sending = navigation.state !== "idle" && navigation.formData !== undefined;
  const form = useFormReply(refusal);
  const value = (field: string) => form.field(field).defaultValue;
  const [filled, setFilled] = useState({
    title: Boolean(value("title").trim()),
    content: Boolean(value("content").trim()),
  });
  // A refusal speaks of what was sent: a field's message goes once the field is changed, and all of
  // them while the form is sent again.
  const [changedSinceRefusal, setChangedSinceRefusal] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setChangedSinceRefusal(new Set()), [refusal]);
  const shownRefusal = sending ? undefined : refusal;
  const errorOf = (field: string) => (shownRefusal && !changedSinceRefusal.has(field) ? form.error(field) : undefined);
  return (
    <Form
      ref={form.formRef}
      method="post"
      noValidate
      className="space-y-5"
      onChange={(event) => {
        const field = (event.nativeEvent.target as HTMLInputElement | null)?.name;
        if (refusal && field && !changedSinceRefusal.has(field))
          setChangedSinceRefusal(new Set(changedSinceRefusal).add(field));
      }}
    >
      {shownRefusal && <FormMessage tone="error">{shownRefusal.message || POST_MESSAGES.createFailed}</FormMessage>}
      <TextField
        label="Título"
        name="title"
        counterMax={POST_TITLE_MAX}
        defaultValue={value("title")}
        error={errorOf("title")}
        required
        autoComplete="off"
        onChange={(event) => {
          const title = Boolean(event.currentTarget.value.trim());
          setFilled((current) => ({ ...current, title }));
        }}
      />
      <SelectField
        label="Categoría (opcional)"
        name="categoryId"
        defaultValue={value("categoryId")}
        error={errorOf("categoryId")}
      >
        <option value="">Sin categoría</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Contenido"
        name="content"
        rows={8}
        counterMax={POST_CONTENT_MAX}
        defaultValue={value("content")}
        error={errorOf("content")}
        required
        placeholder="¿Qué está pasando en tu campus?"
        onChange={(event) => {
          const content = Boolean(event.currentTarget.value.trim());
          setFilled((current) => ({ ...current, content }));
        }}
      />
      <ImageUrlField defaultValue={value("imageUrl")} error={errorOf("imageUrl")} />
      <div className="flex flex-wrap justify-end gap-2">
        <ButtonLink to={lifeTabHref(universityId)} variant="secondary">
          Cancelar
        </ButtonLink>
        {/* Without JavaScript the button is never disabled: the server checks the fields. */}
        <Button type="submit" loading={sending} disabled={hydrated && !(filled.title && filled.content)}>
          {!sending && <Send className="size-4" aria-hidden="true" />}
          {sending ? "Publicando..." : "Publicar"}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The optional image address with a live preview once JavaScript runs. A preview that fails to
 * load is taken away with a note, so the student can fix the address before publishing.
 */
function ImageUrlField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const hydrated = useHydrated();
  const [url, setUrl] = useState(defaultValue.trim());
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const previewable = hydrated && isWebImageUrl(url) && failedUrl !== url;
  return (
    <div className="space-y-3">
      <TextField
        label="URL de la imagen (opcional)"
        name="imageUrl"
        type="url"
        inputMode="url"
        placeholder="https://…"
        defaultValue={defaultValue}
        error={error}
        hint="Una dirección web (http:// o https://) de una imagen que ya esté publicada."
        onChange={(event) => setUrl(event.currentTarget.value.trim())}
      />
      {previewable && (
        <figure className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
          <img
            key={url}
            src={url}
            alt="Vista previa de la imagen"
            referrerPolicy="no-referrer"
            className="max-h-72 w-full object-cover"
            onError={() => setFailedUrl(url)}
          />
          <figcaption className="px-3 py-2 text-xs text-slate-600 dark:text-slate-400">Vista previa</figcaption>
        </figure>
      )}
      {hydrated && failedUrl !== null && failedUrl === url && (
        <p className="flex items-center gap-2 text-sm text-amber-800 dark:text-amber-300" role="status">
          <ImageOff className="size-4 shrink-0" aria-hidden="true" />
          No se ha podido cargar la imagen de esa dirección. Revisa la URL o publica sin imagen.
        </p>
      )}
    </div>
  );
}
