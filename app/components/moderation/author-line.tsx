import { Link } from "~/components/ui/link";
import { formatLongDateTime } from "~/lib/format";
import { CONSOLE_PATH } from "~/lib/moderation";

/**
 * Who wrote an item and when, for moderators only (reviews are anonymous everywhere else), linked
 * to the account in the users section to warn or suspend it.
 */
export function AuthorLine({ name, email, date }: { name: string | null; email: string | null; date: Date | string }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      {email ? (
        <>
          {`${name ?? "Sin nombre"} · `}
          <Link
            to={`${CONSOLE_PATH}/usuarios?correo=${encodeURIComponent(email)}`}
            className="break-all text-brand-700 underline dark:text-brand-300"
          >
            {email}
          </Link>
        </>
      ) : (
        "Cuenta eliminada"
      )}
      {` · ${formatLongDateTime(date)}`}
    </p>
  );
}
