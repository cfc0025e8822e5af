import { useFetcher, useLocation } from "react-router";

import { Moon, Sun } from "~/components/ui/icons";
import { type Theme, THEME_FETCHER_KEY } from "~/lib/theme";

/** Posts the new theme (works without JavaScript); with JavaScript the change is applied at once. */
export function ThemeToggle({ theme }: { theme: Theme }) {
  const fetcher = useFetcher({ key: THEME_FETCHER_KEY });
  const location = useLocation();
  const next: Theme = theme === "dark" ? "light" : "dark";
  const label = next === "dark" ? "Activar modo oscuro" : "Activar modo claro";
  return (
    <fetcher.Form method="post" action="/preferencias/tema">
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200/70 dark:text-slate-300 dark:hover:bg-slate-800"
        aria-label={label}
        title={label}
      >
        {theme === "dark" ? (
          <Sun className="size-5" aria-hidden="true" />
        ) : (
          <Moon className="size-5" aria-hidden="true" />
        )}
      </button>
    </fetcher.Form>
  );
}
