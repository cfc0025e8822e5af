import type { ReactNode } from "react";

import { PageIntro } from "~/components/info/page-intro";

/** SPEC §2: the legal texts were last updated on 3 October 2025. */
const LAST_UPDATED = { iso: "2025-10-03", label: "3 de octubre de 2025" };

export interface LegalSection {
  /** The section's anchor (also its heading's id prefix), e.g. "conservacion". */
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * A legal page: title, date of the last update, a table of contents and numbered sections in
 * the long-text style (styles/legal-text.css). `children` go between the contents and the first
 * section (the cookie preferences panel on /cookies).
 */
export function LegalPage({
  title,
  intro,
  sections,
  children,
  updated = LAST_UPDATED,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  children?: ReactNode;
  /** When a page written after the legal texts was last changed. */
  updated?: { iso: string; label: string };
}) {
  return (
    <>
      <PageIntro label="Legal" title={title}>
        <p>
          Última actualización: <time dateTime={updated.iso}>{updated.label}</time>
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <div className="legal-text">{intro}</div>
        <nav
          aria-labelledby="legal-contents-title"
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2
            id="legal-contents-title"
            className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400"
          >
            Contenido
          </h2>
          <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 hover:underline dark:text-brand-300">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {children}
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-10 scroll-mt-24"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-bold sm:text-2xl">
              {index + 1}. {section.title}
            </h2>
            <div className="legal-text mt-3">{section.content}</div>
          </section>
        ))}
      </div>
    </>
  );
}
