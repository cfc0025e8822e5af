import { GraduationCap } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";

export function Logo() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 text-lg font-bold tracking-tight"
      aria-label="UniOpina, ir al inicio"
    >
      <span className="inline-flex size-9 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-violet-600 text-white">
        <GraduationCap className="size-5" aria-hidden="true" />
      </span>
      <span>
        Uni<span className="text-brand-600 dark:text-brand-400">Opina</span>
      </span>
    </Link>
  );
}
