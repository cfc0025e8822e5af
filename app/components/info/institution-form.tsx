import { MessageForm } from "~/components/info/message-form";
import { EmailField, SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import { CONTACT_LIMITS, type ContactFormResult, INSTITUTION_FIELDS, INSTITUTION_TYPE_LABELS, INSTITUTION_TYPES, type InstitutionField } from "~/lib/contact-forms";

/** The /for-institutions request form (SPEC §3 institution contact request, §5 rules). */
export function InstitutionForm({ pageResult }: { pageResult?: ContactFormResult<InstitutionField> }) {
  return (
    <MessageForm action="/for-institutions" fields={INSTITUTION_FIELDS} pageResult={pageResult} submitLabel="Solicitar información">
      {({ values, errors }) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Nombre de la institución"
              name="institutionName"
              autoComplete="organization"
              required
              maxLength={CONTACT_LIMITS.institutionName}
              defaultValue={values.institutionName}
              error={errors.institutionName}
            />
            <SelectField label="Tipo de institución" name="institutionType" required defaultValue={values.institutionType ?? ""} error={errors.institutionType}>
              <option value="">Selecciona el tipo</option>
              {INSTITUTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {INSTITUTION_TYPE_LABELS[type]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Persona de contacto"
              name="contactName"
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.name}
              defaultValue={values.contactName}
              error={errors.contactName}
            />
            <EmailField placeholder="nombre@institucion.es" defaultValue={values.email} error={errors.email} />
            <TextField label="Teléfono (opcional)" name="phone" type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phone} defaultValue={values.phone} error={errors.phone} />
          </div>
          <TextAreaField
            label="Mensaje"
            name="message"
            rows={5}
            required
            counterMax={CONTACT_LIMITS.message}
            placeholder="Cuéntanos qué necesita tu institución y qué plan te interesa."
            defaultValue={values.message}
            error={errors.message}
          />
        </>
      )}
    </MessageForm>
  );
}
