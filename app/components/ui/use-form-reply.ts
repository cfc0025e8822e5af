import { useEffect, useRef, useState } from "react";

import { type FormResult, repliedError, repliedValue, repliedValues } from "~/lib/forms";

/**
 * What a form shows of its action's answer (lib/forms.ts), the same with and without JavaScript:
 * each field's default (what was typed before a refusal, else the stored value) and its error.
 * With JavaScript it also moves the focus to the first field in error after a refusal, and
 * remounts the fields (`formKey`) after a success that starts the form over.
 */
export function useFormReply(result: FormResult<unknown> | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const reply = result?.reply;
  const [formKey, setFormKey] = useState(0);
  const [shownResult, setShownResult] = useState(result);
  if (result !== shownResult) {
    setShownResult(result);
    if (result?.ok && reply?.initialValue === null) setFormKey((key) => key + 1);
  }

  // Not on the first render: a page rendered by the server after a refusal keeps the reader's place.
  const rendered = useRef(false);
  useEffect(() => {
    if (!rendered.current) {
      rendered.current = true;
      return;
    }
    const errors = reply?.error;
    const form = formRef.current;
    if (!errors || !form) return;
    for (const element of form.elements) {
      if (
        element instanceof HTMLElement &&
        "name" in element &&
        typeof element.name === "string" &&
        errors[element.name]?.length
      ) {
        // Centred, so the sticky header never hides the field that has the focus.
        element.scrollIntoView({ block: "center" });
        element.focus({ preventScroll: true });
        break;
      }
    }
  }, [reply]);

  return {
    formRef,
    formKey,
    /** A text field or a select: its name, what it shows and its error. */
    field(name: string, stored?: string | number | null) {
      return {
        name,
        defaultValue: repliedValue(reply, name) ?? (stored == null ? "" : String(stored)),
        error: repliedError(reply, name),
      };
    },
    /** A checkbox: ticked as it was posted, else as stored. */
    checkbox(name: string, stored = false) {
      return { name, defaultChecked: reply?.initialValue ? reply.initialValue[name] === "on" : stored };
    },
    /** Checkboxes sharing a name: the values ticked as posted, else as stored. */
    choices(name: string, stored: readonly string[] = []): ReadonlySet<string> {
      return new Set(repliedValues(reply, name) ?? stored);
    },
    error: (name: string) => repliedError(reply, name),
  };
}
