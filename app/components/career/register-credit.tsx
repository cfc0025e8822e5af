import clsx from "clsx";

import { pluralNoun } from "~/lib/format";
import { REGISTER_SOURCE } from "~/lib/register-source";

/** "Fuente: …": the register named as its licence asks, with a link to it. */
export function RegisterSource({ className }: { className?: string }) {
  return (
    <p className={className}>
      Fuente:{" "}
      <a
        href={REGISTER_SOURCE.url}
        className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
        rel="noopener"
      >
        {REGISTER_SOURCE.name}
      </a>
      , {REGISTER_SOURCE.publisher}.
    </p>
  );
}

/** The degree's codes in the register, with the source. */
export function RegisterCredit({ codes, className }: { codes: string[]; className?: string }) {
  if (codes.length === 0) return null;
  return (
    <div className={clsx("text-sm text-slate-600 dark:text-slate-400", className)}>
      <p>
        {`Título oficial inscrito en el RUCT con ${pluralNoun(codes.length, "el código", "los códigos")} `}
        <span className="font-semibold text-slate-800 tabular-nums dark:text-slate-200">{codes.join(" y ")}</span>.
      </p>
      <RegisterSource className="mt-1" />
    </div>
  );
}
