import { ActionForm } from "~/components/moderation/action-form";
import { SelectField, TextField } from "~/components/ui/form-field";
import { EMAIL_DOMAIN_KIND_LABELS, EMAIL_DOMAIN_KINDS } from "~/lib/professor-accounts";
import type { EmailDomainRow } from "~/server/professors/domains.server";

/**
 * The universities' e-mail domains and whose addresses they are: a form to add one or change its
 * kind (students register with the students' and shared ones, professors claim with the staff's
 * and shared ones), and the list of them all.
 */
export function EmailDomains({
  domains,
  universities,
}: {
  domains: EmailDomainRow[];
  universities: { id: string; name: string }[];
}) {
  return (
    <section aria-labelledby="dominios-titulo" className="space-y-4">
      <h2 id="dominios-titulo" className="text-xl font-bold">
        Dominios de correo
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Con los dominios de estudiantes se registran los estudiantes; con los del personal, los profesores reclaman su
        perfil. Un dominio de ambos sirve para las dos cosas.
      </p>
      <div className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
        <ActionForm intent="dominio" fields={{}} label="Guardar dominio">
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField name="universidad" label="Universidad" required defaultValue="">
              <option value="" disabled>
                Elige una universidad
              </option>
              {universities.map((university) => (
                <option key={university.id} value={university.id}>
                  {university.name}
                </option>
              ))}
            </SelectField>
            <TextField name="dominio" label="Dominio (sin @)" required placeholder="ua.es" maxLength={253} />
            <SelectField name="tipo" label="De quién son las direcciones" defaultValue="staff">
              {EMAIL_DOMAIN_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {EMAIL_DOMAIN_KIND_LABELS[kind]}
                </option>
              ))}
            </SelectField>
          </div>
        </ActionForm>
      </div>
      <details>
        <summary className="cursor-pointer font-medium">Todos los dominios ({domains.length})</summary>
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Dominios de correo de cada universidad</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-2 pr-4">
                Universidad
              </th>
              <th scope="col" className="py-2 pr-4">
                Dominio
              </th>
              <th scope="col" className="py-2">
                Direcciones de
              </th>
            </tr>
          </thead>
          <tbody>
            {domains.map((row) => (
              <tr key={row.domain} className="border-b border-slate-100 dark:border-slate-800">
                <td className="py-1.5 pr-4">{row.universityName}</td>
                <td className="py-1.5 pr-4">@{row.domain}</td>
                <td className="py-1.5">{EMAIL_DOMAIN_KIND_LABELS[row.kind]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
