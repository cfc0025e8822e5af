import { useFetcher } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import type { FormResult } from "~/lib/forms";

/** E-mail subscription (footer and blog). Posts to /newsletter, which also renders without JavaScript. */
export function NewsletterForm({ source, id }: { source: "footer" | "blog"; id: string }) {
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data;
  const sending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/newsletter" className="flex flex-col gap-2" noValidate>
      <input type="hidden" name="source" value={source} />
      <label htmlFor={id} className="text-sm font-medium">
        Suscríbete a nuestro boletín
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="tu@email.com"
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby={result ? `${id}-message` : undefined}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <button type="submit" className={buttonClasses({ size: "md" })} disabled={sending}>
          Suscribirse
        </button>
      </div>
      {result && (
        <p
          id={`${id}-message`}
          role="status"
          className={
            result.ok ? "text-sm text-emerald-700 dark:text-emerald-400" : "text-sm text-red-700 dark:text-red-400"
          }
        >
          {result.message}
        </p>
      )}
    </fetcher.Form>
  );
}
