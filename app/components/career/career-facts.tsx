import clsx from "clsx";

import { ListIcon, type ListIconName } from "~/components/ui/list-icon";
import { type LatestCutoff, latestCutoffLine } from "~/lib/cutoff-marks";
import { plural } from "~/lib/format";

interface CareerFactsData extends Partial<LatestCutoff> {
  area: string | null;
  durationYears: number | null;
  modalidad: string | null;
}

const styles = {
  inline: {
    list: "flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400",
    item: "inline-flex items-center gap-1",
    icon: "size-3.5",
  },
  pills: {
    list: "flex flex-wrap gap-2 text-sm",
    item: "inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
    icon: "size-4",
  },
} as const;

/** Duration, branch of knowledge, modality and latest official cut-off of a degree, each only when known. */
export function CareerFacts({
  career,
  variant,
  className,
}: {
  career: CareerFactsData;
  variant: keyof typeof styles;
  className?: string;
}) {
  const facts: { icon: ListIconName; text: string }[] = [];
  if (career.durationYears != null) facts.push({ icon: "clock", text: plural(career.durationYears, "año", "años") });
  if (career.area) facts.push({ icon: "layers", text: career.area });
  if (career.modalidad) facts.push({ icon: "monitor-smartphone", text: career.modalidad });
  const cutoff = latestCutoffLine({
    latestCutoff: career.latestCutoff ?? null,
    latestCutoffYear: career.latestCutoffYear ?? null,
    latestCutoffCentres: career.latestCutoffCentres ?? null,
  });
  if (cutoff) facts.push({ icon: "gauge", text: cutoff });
  if (facts.length === 0) return null;
  const style = styles[variant];
  return (
    <ul className={clsx(style.list, className)}>
      {facts.map(({ icon, text }) => (
        <li key={text} className={style.item}>
          <ListIcon name={icon} className={style.icon} />
          {text}
        </li>
      ))}
    </ul>
  );
}
