import { X } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";

/** A compared entry's name (to its page), where it belongs, and the link that takes it out of the comparison. */
export function ComparedHeader({
  headingId,
  name,
  href,
  context,
  removeHref,
}: {
  headingId: string;
  name: string;
  href: string;
  context: string;
  removeHref: string;
}) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          <Link to={href} className="text-brand-700 hover:underline dark:text-brand-300">
            {name}
          </Link>
        </h2>
        <Link
          to={removeHref}
          className="inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
        >
          <X className="size-4" aria-hidden="true" />
          Quitar<span className="sr-only"> {name}</span>
        </Link>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{context}</p>
    </>
  );
}
