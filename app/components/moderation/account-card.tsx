import { ActionForm } from "~/components/moderation/action-form";
import { Card } from "~/components/ui/card";
import { SelectField, TextField } from "~/components/ui/form-field";
import { formatLongDateTime } from "~/lib/format";
import { ASSIGNABLE_ROLES, USER_ROLE_LABELS } from "~/lib/moderation";
import { MODERATION_LIMITS } from "~/lib/moderation-console";
import type { ModeratedAccount } from "~/server/moderation/users.server";

const SANCTION_LABELS = { warning: "Advertencia", suspension: "Suspensión" } as const;

/** An account: role, suspension, its latest sanctions, and the actions a moderator (or an admin) may take. */
export function AccountCard({
  account,
  viewerIsAdmin,
  viewerId,
}: {
  account: ModeratedAccount;
  viewerIsAdmin: boolean;
  viewerId: string;
}) {
  const fields = { userId: account.id };
  const isStudent = account.role === "student";
  return (
    <Card as="article" padding="md" className="space-y-4" aria-labelledby={`cuenta-${account.id}`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`cuenta-${account.id}`} className="font-semibold">
            {account.name}
          </h3>
          <p className="break-all text-sm text-slate-600 dark:text-slate-400">{account.email}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{`Cuenta creada el ${formatLongDateTime(account.createdAt)}`}</p>
        </div>
        <p className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold dark:bg-slate-800">
          {USER_ROLE_LABELS[account.role]}
        </p>
      </header>
      {account.suspendedUntil && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900 dark:bg-red-400/10 dark:text-red-100">{`Suspendida hasta el ${formatLongDateTime(account.suspendedUntil)}`}</p>
      )}
      <div>
        <h4 className="text-sm font-semibold">Sanciones</h4>
        {account.sanctions.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Ninguna.</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {account.sanctions.map((sanction) => (
              <li key={sanction.id} className="break-words">
                <span className="font-medium">{SANCTION_LABELS[sanction.kind]}</span>
                {` · ${formatLongDateTime(sanction.createdAt)}`}
                {sanction.endsAt ? ` · hasta el ${formatLongDateTime(sanction.endsAt)}` : ""}
                {sanction.createdByName ? ` · por ${sanction.createdByName}` : ""}
                {` · ${sanction.reason}`}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2 dark:border-slate-800">
        {isStudent ? (
          <>
            <ActionForm
              intent="advertir"
              fields={fields}
              label="Enviar advertencia"
              rule
              reason={{ label: "Motivo de la advertencia", required: true }}
            />
            {account.suspendedUntil ? (
              <ActionForm
                intent="levantar"
                fields={fields}
                label="Levantar suspensión"
                variant="primary"
                reason={{ label: "Nota", required: false }}
              />
            ) : (
              <ActionForm
                intent="suspender"
                fields={fields}
                label="Suspender"
                variant="danger"
                rule
                reason={{ label: "Motivo de la suspensión", required: true }}
              >
                <TextField
                  name="dias"
                  type="number"
                  label="Días de suspensión"
                  min={MODERATION_LIMITS.suspensionDaysMin}
                  max={MODERATION_LIMITS.suspensionDaysMax}
                  defaultValue="7"
                  required
                  className="w-32"
                />
              </ActionForm>
            )}
          </>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Los moderadores y administradores no se sancionan: un administrador puede cambiar su rol.
          </p>
        )}
        {viewerIsAdmin && account.id !== viewerId && (
          <ActionForm
            intent="rol"
            fields={fields}
            label="Cambiar rol"
            reason={{ label: "Motivo del cambio", required: false }}
          >
            <SelectField name="rol" label="Rol" defaultValue={account.role}>
              {ASSIGNABLE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {USER_ROLE_LABELS[role]}
                </option>
              ))}
            </SelectField>
          </ActionForm>
        )}
      </div>
    </Card>
  );
}
