import type { ReactNode } from "react";

/** The heading block of the information and legal pages: a small label, the title and a lead paragraph. */
export function PageIntro({ label, title, children }: { label: string; title: string; children?: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">{label}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {children && (
          <div className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 text-pretty dark:text-slate-400">
            {children}
          </div>
        )}
      </div>
    </header>
  );
}
