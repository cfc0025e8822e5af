import { type ReactNode, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-field";
import type { ContactFormResult } from "~/lib/contact-forms";

interface MessageFormProps<Field extends string> {
  action: string;
  fields: readonly Field[];
  /** The route's action data: the answer to a post made without JavaScript. */
  pageResult: ContactFormResult<Field> | undefined;
  submitLabel: string;
  /** The fields, given what was typed and the message of each field in error. */
  children: (state: { values: Partial<Record<Field, string>>; errors: Partial<Record<Field, string>> }) => ReactNode;
}

/**
 * A message form (contact, institutions) that works both ways: without JavaScript it posts as a
 * page and the answer comes back as the route's action data; with JavaScript a fetcher posts it in
 * place. After a success the fields start over (the form is remounted); after a refusal the first
 * field in error gets the focus.
 */
export function MessageForm<Field extends string>({ action, fields, pageResult, submitLabel, children }: MessageFormProps<Field>) {
  const fetcher = useFetcher<ContactFormResult<Field>>();
  const result = fetcher.data ?? pageResult;
  const formRef = useRef<HTMLFormElement>(null);
  const [formKey, setFormKey] = useState(0);
  const sending = fetcher.state !== "idle";

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) {
      setFormKey((key) => key + 1);
      return;
    }
    const firstInvalid = fields.find((field) => answer.errors[field]);
    const control = firstInvalid ? formRef.current?.elements.namedItem(firstInvalid) : null;
    if (control instanceof HTMLElement) {
      // Centred, so the sticky header never hides the field that has the focus.
      control.scrollIntoView({ block: "center" });
      control.focus({ preventScroll: true });
    }
  }, [fetcher.data, fields]);

  const refused = result?.ok === false;
  return (
    <>
      {result && (
        <div className="mb-5">
          <FormMessage tone={result.ok ? "success" : "error"}>{result.message}</FormMessage>
        </div>
      )}
      <fetcher.Form key={formKey} ref={formRef} method="post" action={action} className="space-y-5" noValidate>
        {children({ values: refused ? result.values : {}, errors: refused ? result.errors : {} })}
        <Button type="submit" size="lg" className="w-full sm:w-auto" loading={sending}>
          {sending ? "Enviando..." : submitLabel}
        </Button>
      </fetcher.Form>
    </>
  );
}
