import { useSearchParams } from "react-router";

import { FormMessage } from "~/components/ui/form-field";
import { NOTICE_PARAM, noticeOf } from "~/lib/moderation-console";

/** What the last action did (`?aviso=`), or why it was refused (the action's answer). */
export function ConsoleMessages({ error }: { error?: string | null }) {
  const [params] = useSearchParams();
  const notice = noticeOf(params.get(NOTICE_PARAM));
  if (error) return <FormMessage tone="error">{error}</FormMessage>;
  return notice ? <FormMessage tone="success">{notice}</FormMessage> : null;
}

/** A queue with nothing in it. */
export function EmptyQueue({ children }: { children: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {children}
    </p>
  );
}
