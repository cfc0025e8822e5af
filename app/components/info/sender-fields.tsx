import { EmailField, TextField } from "~/components/ui/form-field";
import type { useFormReply } from "~/components/ui/use-form-reply";

/** A field as the form's reply gives it: its name, what it shows and its error. */
type ReplyField = ReturnType<ReturnType<typeof useFormReply>["field"]>;

interface SenderFieldsProps {
  /** «Nombre», «Tu nombre», «Persona de contacto». */
  nameLabel: string;
  name: ReplyField;
  email: ReplyField;
  nameMaxLength: number;
  emailMaxLength?: number;
  emailPlaceholder?: string;
  /** False where a message may be anonymous (a notice of child sexual abuse material). */
  required?: boolean;
}

/** Who writes a public message (contact, institutions, an objection, a notice): a name and an e-mail address side by side. */
export function SenderFields({
  nameLabel,
  name,
  email,
  nameMaxLength,
  emailMaxLength,
  emailPlaceholder,
  required = true,
}: SenderFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label={nameLabel} autoComplete="name" required={required} maxLength={nameMaxLength} {...name} />
      <EmailField required={required} maxLength={emailMaxLength} placeholder={emailPlaceholder} {...email} />
    </div>
  );
}
