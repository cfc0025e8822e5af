import { MessageForm } from "~/components/info/message-form";
import { SenderFields } from "~/components/info/sender-fields";
import { SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import { CONTACT_LIMITS, CONTACT_TYPE_LABELS, CONTACT_TYPES } from "~/lib/contact-forms";
import type { FormResult } from "~/lib/forms";

/** The /contact message form (SPEC §3 contact message form, §5 rules). */
export function ContactForm({ pageResult }: { pageResult?: FormResult }) {
  return (
    <MessageForm action="/contact" pageResult={pageResult} submitLabel="Enviar mensaje">
      {({ field }) => (
        <>
          <SenderFields
            nameLabel="Nombre"
            name={field("name")}
            nameMaxLength={CONTACT_LIMITS.name}
            email={field("email")}
            emailPlaceholder="tu@email.com"
          />
          <SelectField label="Tipo de consulta" {...field("type", "general")}>
            {CONTACT_TYPES.map((type) => (
              <option key={type} value={type}>
                {CONTACT_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
          <TextField label="Asunto" required maxLength={CONTACT_LIMITS.subject} {...field("subject")} />
          <TextAreaField label="Mensaje" rows={6} required counterMax={CONTACT_LIMITS.message} {...field("message")} />
        </>
      )}
    </MessageForm>
  );
}
