import { Form } from "react-router";

import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/form-field";
import { MODERATION_LIMITS } from "~/lib/moderation-console";

/** A GET search of a console section (the query stays in the URL, so it works without JavaScript). */
export function SearchForm({
  name,
  label,
  defaultValue,
  type = "search",
}: {
  name: string;
  label: string;
  defaultValue: string;
  type?: "search" | "email";
}) {
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
      <TextField
        name={name}
        label={label}
        type={type === "email" ? "text" : "search"}
        inputMode={type === "email" ? "email" : undefined}
        defaultValue={defaultValue}
        minLength={MODERATION_LIMITS.searchMin}
        maxLength={MODERATION_LIMITS.searchMax}
        required
        className="w-72 max-w-full"
      />
      <Button type="submit">Buscar</Button>
    </Form>
  );
}
