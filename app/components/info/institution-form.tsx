import { MessageForm } from "~/components/info/message-form";
import { SenderFields } from "~/components/info/sender-fields";
import { SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import { CONTACT_LIMITS, INSTITUTION_TYPE_LABELS, INSTITUTION_TYPES } from "~/lib/contact-forms";
import type { FormResult } from "~/lib/forms";

/** The /for-institutions request form (SPEC §3 institution contact request, §5 rules). */
export function InstitutionForm({ pageResult }: { pageResult?: FormResult }) {
  return (
    <MessageForm action="/for-institutions" pageResult={pageResult} submitLabel="Solicitar información">
      {({ field }) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Nombre de la institución"
              autoComplete="organization"
              required
              maxLength={CONTACT_LIMITS.institutionName}
              {...field("institutionName")}
            />
            <SelectField label="Tipo de institución" required {...field("institutionType")}>
              <option value="">Selecciona el tipo</option>
              {INSTITUTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {INSTITUTION_TYPE_LABELS[type]}
                </option>
              ))}
            </SelectField>
          </div>
          <SenderFields
            nameLabel="Persona de contacto"
            name={field("contactName")}
            nameMaxLength={CONTACT_LIMITS.name}
            email={field("email")}
            emailPlaceholder="nombre@institucion.es"
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Teléfono (opcional)"
              type="tel"
              autoComplete="tel"
              maxLength={CONTACT_LIMITS.phone}
              {...field("phone")}
            />
          </div>
          <TextAreaField
            label="Mensaje"
            rows={5}
            required
            counterMax={CONTACT_LIMITS.message}
            placeholder="Cuéntanos qué necesita tu institución y qué plan te interesa."
            {...field("message")}
          />
        </>
      )}
    </MessageForm>
  );
}
