import type { ReactNode } from "react";
import { Form, useLocation } from "react-router";

import { Button, type ButtonVariant } from "~/components/ui/button";
import { SelectField, TextAreaField } from "~/components/ui/form-field";
import { CONSOLE_FIELDS, MODERATION_LIMITS, NOTICE_PARAM } from "~/lib/moderation-console";
import { COMMUNITY_RULE_LABELS, MODERATOR_RULES } from "~/lib/moderation-decisions";

interface ActionFormProps {
  intent: string;
  /** The ids the action needs, as hidden fields. */
  fields: Record<string, string>;
  label: string;
  variant?: ButtonVariant;
  /** A reason text area: required ones are sent to the audit log and, for sanctions and rejections, to the person. */
  reason?: { label: string; required: boolean };
  /** Asks for the rule of the terms the restriction cites (its author is sent the statement of reasons). */
  rule?: boolean;
  /** More controls (days of a suspension, where to link a request), above the reason. */
  children?: ReactNode;
}

/**
 * One console action as a plain form post (works without JavaScript): hidden intent and ids, the
 * page to come back to, an optional reason, and the button. The server checks everything again.
 */
export function ActionForm({
  intent,
  fields,
  label,
  variant = "secondary",
  reason,
  rule = false,
  children,
}: ActionFormProps) {
  const location = useLocation();
  const back = new URLSearchParams(location.search);
  back.delete(NOTICE_PARAM);
  const backPath = `${location.pathname}${back.size > 0 ? `?${back}` : ""}`;
  return (
    <Form method="post" preventScrollReset className="flex min-w-0 flex-col gap-2">
      <input type="hidden" name={CONSOLE_FIELDS.intent} value={intent} />
      <input type="hidden" name={CONSOLE_FIELDS.back} value={backPath} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {rule && (
        <SelectField name={CONSOLE_FIELDS.rule} label="Norma que incumple" required defaultValue="">
          <option value="" disabled>
            Elige una norma
          </option>
          {MODERATOR_RULES.map((key) => (
            <option key={key} value={key}>
              {COMMUNITY_RULE_LABELS[key]}
            </option>
          ))}
        </SelectField>
      )}
      {children}
      {reason && (
        <TextAreaField
          name={CONSOLE_FIELDS.reason}
          label={reason.required ? reason.label : `${reason.label} (opcional)`}
          required={reason.required}
          maxLength={MODERATION_LIMITS.reasonMax}
          rows={2}
          className="min-h-16"
        />
      )}
      <div>
        <Button type="submit" variant={variant} size="sm">
          {label}
        </Button>
      </div>
    </Form>
  );
}
