import clsx from "clsx";
import type { HTMLAttributes } from "react";

const paddings = { none: "", sm: "p-3", md: "p-5", lg: "p-8" } as const;

interface CardProps extends HTMLAttributes<HTMLElement> {
  padding?: keyof typeof paddings;
  as?: "div" | "section" | "article" | "nav" | "fieldset";
}

export function Card({ padding = "md", as: Tag = "div", className, ...rest }: CardProps) {
  return (
    <Tag
      className={clsx(
        "rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900",
        paddings[padding],
        className,
      )}
      {...rest}
    />
  );
}
