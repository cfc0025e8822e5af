import clsx from "clsx";
import type { ReactNode } from "react";

/** A home section: labelled by its h2, with an optional intro and an action beside the title. */
export function HomeSection({
  id,
  title,
  intro,
  action,
  centered = false,
  labelled = true,
  className,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  action?: ReactNode;
  /** Center the heading and intro (sections with narrow content, like the FAQ). */
  centered?: boolean;
  /**
   * Name the section after its heading (a region landmark). Off for headings that would shadow a
   * form field's label, e.g. "Universidades destacadas" vs the explore form's 'Universidad'.
   */
  labelled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={labelled ? headingId : undefined}
      className={clsx("mx-auto w-full max-w-7xl scroll-mt-24 px-4 sm:px-6 lg:px-8", className)}
    >
      <div
        className={clsx(
          "mb-6 flex flex-col gap-3",
          centered ? "items-center text-center" : "sm:flex-row sm:items-end sm:justify-between",
        )}
      >
        <div className="min-w-0">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          {intro && <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{intro}</p>}
        </div>
        {action && <div className="shrink-0">{action}</div>}
      </div>
      {children}
    </section>
  );
}

/** Shown in place of an empty featured list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {children}
    </p>
  );
}
