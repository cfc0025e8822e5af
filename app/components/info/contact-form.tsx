import { MessageForm } from "~/components/info/message-form";
import { EmailField, SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import { CONTACT_LIMITS, CONTACT_TYPE_LABELS, CONTACT_TYPES } from "~/lib/contact-forms";
import type { FormResult } from "~/lib/forms";

/** The /contact message form (SPEC §3 contact message form, §5 rules). */
export function ContactForm({ pageResult }: { pageResult?: FormResult }) {
  return (
    <MessageForm action="/contact" pageResult={pageResult} submitLabel="Enviar mensaje">
      {({ field }) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Nombre" autoComplete="name" required maxLength={CONTACT_LIMITS.name} {...field("name")} />
            <EmailField placeholder="tu@email.com" {...field("email")} />
          </div>
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
