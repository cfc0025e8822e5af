import { data } from "react-router";
import { Card } from "~/components/ui/card";
import { formatLongDateTime } from "~/lib/format";
import { getClientAddress } from "~/server/auth/session.server";
import { isOutboxEnabled, listOutbox } from "~/server/mail.server";
import type { Route } from "./+types/dev-outbox";

export const meta = () => [{ title: "Bandeja de desarrollo · UniOpina" }, { name: "robots", content: "noindex" }];

/**
 * The development outbox: the e-mails of an installation without SMTP_URL, so a developer can
 * open a confirmation link. It answers only on the machine itself (loopback address), and with a
 * mail server configured it does not exist at all (404): nobody else can read confirmation links.
 */
export function loader({ request }: Route.LoaderArgs) {
  if (!isOutboxEnabled() || !isLoopback(getClientAddress(request))) throw data(null, { status: 404 });
  const messages = listOutbox().map(({ id, to, subject, text, sentAt }) => ({ id, to, subject, text, sentAt }));
  return data({ messages }, { headers: { "Cache-Control": "no-store" } });
}

function isLoopback(address: string): boolean {
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

const LINK = /(https?:\/\/[^\s]+)/g;

export default function DevOutboxPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Bandeja de desarrollo</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Sin servidor de correo (SMTP_URL vacío), los correos de UniOpina se quedan aquí y en el registro del servidor. Se conservan los 50 últimos mientras
        el servidor esté en marcha.
      </p>
      {loaderData.messages.length === 0 ? (
        <p className="mt-8 text-slate-600 dark:text-slate-400">No hay correos todavía. Regístrate y el correo de confirmación aparecerá aquí.</p>
      ) : (
        <ol className="mt-8 space-y-4">
          {loaderData.messages.map((message) => (
            <li key={message.id}>
              <Card padding="md" as="article">
                <h2 className="font-semibold">{message.subject}</h2>
                <p className="text-sm text-slate-600 dark:text-slate-400">{`Para: ${message.to} · ${formatLongDateTime(message.sentAt)}`}</p>
                <p className="mt-3 whitespace-pre-line break-words text-sm">
                  {message.text.split(LINK).map((part, index) =>
                    index % 2 === 1 ? (
                      <a key={index} href={part} className="font-medium text-brand-700 underline dark:text-brand-300">
                        {part}
                      </a>
                    ) : (
                      part
                    ),
                  )}
                </p>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
