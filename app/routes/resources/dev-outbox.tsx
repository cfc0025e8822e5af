import { data } from "react-router";

import { Card } from "~/components/ui/card";
import { formatLongDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import { isOutboxEnabled, listOutbox } from "~/server/core/mail.server";
import { isLocalRequest } from "~/server/request/request-context.server";

import type { Route } from "./+types/dev-outbox";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { title: "Bandeja de desarrollo · UniOpina", description: "Correos de desarrollo.", noindex: true });

/**
 * The development outbox: the e-mails of an installation without SMTP_URL, so a developer can
 * open a confirmation link. It exists only where enabled (never by default in production, never
 * with a mail server) and answers only requests made on the machine itself, not relayed by a
 * proxy; everyone else gets a 404 and cannot read confirmation links.
 */
export function loader({ context }: Route.LoaderArgs) {
  if (!isOutboxEnabled() || !isLocalRequest(context)) throw data(null, { status: 404 });
  const messages = listOutbox().map(({ id, to, subject, text, sentAt }) => ({ id, to, subject, text, sentAt }));
  return { messages };
}

/** Depends on who asks (the machine itself), not only on the URL: never kept by any cache. */
export const headers = () => ({ "Cache-Control": "no-store" });

const LINK = /(https?:\/\/[^\s]+)/g;

export default function DevOutboxPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Bandeja de desarrollo</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Sin servidor de correo (SMTP_URL vacío), los correos de UniOpina se quedan aquí y en el registro del servidor.
        Se conservan los 50 últimos mientras el servidor esté en marcha.
      </p>
      {loaderData.messages.length === 0 ? (
        <p className="mt-8 text-slate-600 dark:text-slate-400">
          No hay correos todavía. Regístrate y el correo de confirmación aparecerá aquí.
        </p>
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
