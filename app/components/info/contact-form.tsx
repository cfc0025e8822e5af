import { MessageForm } from "~/components/info/message-form";
import { EmailField, SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import { CONTACT_FIELDS, CONTACT_LIMITS, CONTACT_TYPE_LABELS, CONTACT_TYPES, type ContactField, type ContactFormResult } from "~/lib/contact-forms";

/** The /contact message form (SPEC §3 contact message form, §5 rules). */
export function ContactForm({ pageResult }: { pageResult?: ContactFormResult<ContactField> }) {
  return (
    <MessageForm action="/contact" fields={CONTACT_FIELDS} pageResult={pageResult} submitLabel="Enviar mensaje">
      {({ values, errors }) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Nombre" name="name" autoComplete="name" required maxLength={CONTACT_LIMITS.name} defaultValue={values.name} error={errors.name} />
            <EmailField placeholder="tu@email.com" defaultValue={values.email} error={errors.email} />
          </div>
          <SelectField label="Tipo de consulta" name="type" defaultValue={values.type ?? "general"} error={errors.type}>
            {CONTACT_TYPES.map((type) => (
              <option key={type} value={type}>
                {CONTACT_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
          <TextField label="Asunto" name="subject" required maxLength={CONTACT_LIMITS.subject} defaultValue={values.subject} error={errors.subject} />
          <TextAreaField label="Mensaje" name="message" rows={6} required counterMax={CONTACT_LIMITS.message} defaultValue={values.message} error={errors.message} />
        </>
      )}
    </MessageForm>
  );
}
