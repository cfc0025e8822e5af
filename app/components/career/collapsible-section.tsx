import type { ReactNode } from "react";

import { ChevronDown } from "~/components/ui/icons";

/**
 * A section closed at first (SPEC §2 career page): a native <details>, so it opens with the
 * keyboard and without JavaScript.
 */
export function CollapsibleSection({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <details className="group rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {/* A <summary> holds phrasing content and at most one heading, each as its direct child:
          a heading wrapped in a <span> is invalid HTML. */}
      <summary className="flex list-none items-center gap-3 rounded-2xl p-4 hover:bg-slate-50 sm:px-5 dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
          {icon}
        </span>
        <h2 id={id} className="flex-1 text-base font-semibold">
          {title}
        </h2>
        <ChevronDown
          className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 dark:text-slate-400"
          aria-hidden="true"
        />
      </summary>
      <div className="border-t border-slate-200 px-4 py-4 text-slate-700 sm:px-5 dark:border-slate-800 dark:text-slate-300">
        {children}
      </div>
    </details>
  );
}
