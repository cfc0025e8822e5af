import type { ReactNode } from "react";
import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-field";
import { useFormReply } from "~/components/ui/use-form-reply";
import type { FormResult } from "~/lib/forms";

interface MessageFormProps {
  action: string;
  /** The route's action data: the answer to a post made without JavaScript. */
  pageResult: FormResult | undefined;
  submitLabel: string;
  /** The fields, given the form's reply (what was typed, each field's message). */
  children: (form: ReturnType<typeof useFormReply>) => ReactNode;
}

/**
 * A message form (contact, institutions) that works both ways: without JavaScript it posts as a
 * page and the answer comes back as the route's action data; with JavaScript a fetcher posts it in
 * place. After a success the fields start over; after a refusal the first field in error gets the
 * focus.
 */
export function MessageForm({ action, pageResult, submitLabel, children }: MessageFormProps) {
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data ?? pageResult;
  const form = useFormReply(result);
  const sending = fetcher.state !== "idle";
  return (
    <>
      {result && (
        <div className="mb-5">
          <FormMessage tone={result.ok ? "success" : "error"}>{result.message}</FormMessage>
        </div>
      )}
      <fetcher.Form
        key={form.formKey}
        ref={form.formRef}
        method="post"
        action={action}
        className="space-y-5"
        noValidate
      >
        {children(form)}
        <Button type="submit" size="lg" className="w-full sm:w-auto" loading={sending}>
          {sending ? "Enviando..." : submitLabel}
        </Button>
      </fetcher.Form>
    </>
  );
}
