import clsx from "clsx";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";

import { inputClasses } from "~/components/ui/form-field";
import { Search } from "~/components/ui/icons";
import { plural } from "~/lib/format";
import {
  exploreSearchHref,
  type SearchKind,
  type SearchSuggestions,
  type Suggestion,
  suggestionHref,
  SUGGESTIONS_MIN_LENGTH,
  suggestionsUrl,
  suggestionText,
} from "~/lib/search";
import { EXPLORE_TAB_LABELS, SEARCH_MAX_LENGTH } from "~/lib/search-text";

/** Typing pauses this long before asking: one request per word typed, not per letter. */
const DEBOUNCE_MS = 150;

interface ListedOption extends Suggestion {
  kind: SearchKind;
  href: string;
}

/** The options in the listbox's order: by kind, the kind of the best match first. */
function listedOptions(suggestions: SearchSuggestions | null): ListedOption[] {
  if (!suggestions) return [];
  return suggestions.order.flatMap((kind) =>
    suggestions.groups[kind].map((suggestion) => ({ ...suggestion, kind, href: suggestionHref(kind, suggestion.id) })),
  );
}

function announcement(suggestions: SearchSuggestions): string {
  if (suggestions.failed) return "No se pudieron cargar las sugerencias";
  const count = listedOptions(suggestions).length;
  return count === 0 ? "Sin resultados" : plural(count, "resultado", "resultados");
}

/** The list, or the line saying nothing was found: below the box, floating over the page in the top bar. */
function popupClasses(inline: boolean): string {
  return clsx(
    "rounded-xl border border-slate-200 bg-white text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
    inline ? "mt-2" : "absolute top-full right-0 z-50 mt-2 w-[28rem] max-w-[calc(100vw-2rem)]",
  );
}

/**
 * The global search of the top bar and the mobile menu: a GET form to /explorar (Enter lists the
 * matches there, without JavaScript too) whose box, with JavaScript, suggests universities,
 * careers, subjects and professors while typing — a WAI-ARIA combobox with a grouped listbox. The
 * focus stays in the box; ArrowDown/ArrowUp move through the suggestions (aria-activedescendant),
 * Enter opens the one chosen or, with none, Explore on the best match's kind; Escape closes
 * the list, and a second Escape clears the box. `inline`: the list pushes the content below it
 * (the mobile menu) instead of floating over the page.
 */
export function SiteSearch({ inline = false, className }: { inline?: boolean; className?: string }) {
  const id = useId();
  const listboxId = `${id}-sugerencias`;
  const inputRef = useRef<HTMLInputElement>(null);
  const fetcher = useFetcher<SearchSuggestions>();
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const query = suggestionText(text);
  const asks = query.length >= SUGGESTIONS_MIN_LENGTH;
  // What was last answered for this text; while the next answer comes, the last one stays.
  const suggestions = asks ? (fetcher.data ?? null) : null;
  const options = listedOptions(suggestions);
  // The list shows when there is something to choose; an answer with nothing says so beside it.
  const answered = open && asks && suggestions !== null;
  const expanded = answered && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;
  const optionId = (index: number) => `${id}-opcion-${index}`;

  // Text typed before the page hydrated.
  useEffect(() => {
    if (inputRef.current?.value) setText(inputRef.current.value);
  }, []); // once, on hydration

  useEffect(() => {
    if (!asks || fetcher.data?.q === query) return;
    const timer = setTimeout(() => void fetcher.load(suggestionsUrl(query)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- not on `fetcher`, which changes with every answer
  }, [query, asks]);

  // A new answer starts with nothing chosen.
  useEffect(() => setActive(-1), [fetcher.data]);

  // Leaving the page closes the list and empties the box.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    setOpen(false);
    setActive(-1);
    setPendingSearch(null);
    setText("");
    if (inputRef.current) inputRef.current.value = "";
  }, [location.key]);

  // The chosen option stays in sight in a list taller than its box.
  useEffect(() => {
    if (activeOption) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the chosen option changes; `active` and `optionId` follow it
  }, [activeOption]);

  function go(href: string) {
    setOpen(false);
    void navigate(href);
  }

  // The suggestions choose Explore's tab ('derecho' lists careers): a search sent before they
  // answered this very text asks for them at once and goes when they are in (or failed).
  // "asked": the suggestions were asked for; "loading": they are on their way.
  const [pendingSearch, setPendingSearch] = useState<"asked" | "loading" | null>(null);
  useEffect(() => {
    if (pendingSearch === null) return;
    if (fetcher.state !== "idle") {
      if (pendingSearch === "asked") setPendingSearch("loading");
      return;
    }
    if (pendingSearch === "asked" && fetcher.data?.q !== query) return; // not on their way yet
    setPendingSearch(null);
    go(exploreSearchHref(text, fetcher.data?.q === query ? fetcher.data : null));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- it acts on the answer and the pending search alone; the other values are read as they are then
  }, [pendingSearch, fetcher.state, fetcher.data]);

  function search() {
    if (asks && fetcher.data?.q !== query) {
      void fetcher.load(suggestionsUrl(query));
      setPendingSearch("asked");
      return;
    }
    go(exploreSearchHref(text, suggestions));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (!asks || !suggestions) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(options.length > 0 ? (event.key === "ArrowDown" ? 0 : options.length - 1) : -1);
          return;
        }
        if (options.length === 0) return;
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((current) =>
          current === -1 ? (step === 1 ? 0 : options.length - 1) : (current + step + options.length) % options.length,
        );
        return;
      }
      case "Enter":
        if (activeOption) {
          event.preventDefault();
          go(activeOption.href);
        }
        // Otherwise the form is submitted (onSubmit).
        return;
      case "Escape":
        if (answered) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (event.currentTarget.value !== "") {
          event.preventDefault();
          event.currentTarget.value = "";
          setText("");
        }
        // An empty, closed box lets Escape through (it closes the mobile menu).
        return;
    }
  }

  return (
    <search className={clsx("relative", className)}>
      <form
        method="get"
        action="/explorar"
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
        className={clsx(
          "flex items-center",
          // In the top bar the box takes little room, and widens over the menu while in use.
          inline
            ? "relative"
            : "absolute inset-y-0 right-0 z-10 w-full transition-[width] duration-150 focus-within:w-80 motion-reduce:transition-none",
        )}
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          Búsqueda rápida
        </label>
        <input
          ref={inputRef}
          id={`${id}-q`}
          // A text field, which HTML lets be a combobox (a search field may only be a searchbox).
          type="text"
          name="q"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={inline ? "Universidad, carrera, asignatura…" : "Buscar…"}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          className={clsx(
            inputClasses,
            "h-10 min-w-0 border-slate-300 py-1.5 pr-2 pl-10 text-sm dark:border-slate-700",
          )}
        />
        <button
          type="submit"
          aria-label="Ver resultados en Explorar"
          title="Ver resultados en Explorar"
          onClick={(event) => {
            // With nothing typed yet, the magnifier opens the box (where the box is only the magnifier).
            if (inputRef.current && inputRef.current.value === "" && document.activeElement !== inputRef.current) {
              event.preventDefault();
              inputRef.current.focus();
            }
          }}
          className="absolute inset-y-0 left-0 inline-flex w-10 items-center justify-center rounded-lg text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-brand-300"
        >
          <Search className="size-5" aria-hidden="true" />
        </button>
      </form>
      <div
        id={listboxId}
        role="listbox"
        aria-label="Sugerencias"
        hidden={!expanded}
        // The box keeps the focus while the mouse picks an option.
        onMouseDown={(event) => event.preventDefault()}
        className={clsx(popupClasses(inline), "max-h-[min(70vh,32rem)] overflow-y-auto p-1")}
      >
        {expanded &&
          suggestions!.order.map((kind) => {
            const group = options.filter((option) => option.kind === kind);
            if (group.length === 0) return null;
            const labelId = `${id}-grupo-${kind}`;
            return (
              <div key={kind} role="group" aria-labelledby={labelId} className="py-1">
                <div
                  id={labelId}
                  role="presentation"
                  className="px-3 pt-1 pb-0.5 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
                >
                  {EXPLORE_TAB_LABELS[kind]}
                </div>
                {group.map((option) => {
                  const index = options.indexOf(option);
                  const selected = index === active;
                  return (
                    <div
                      key={option.id}
                      id={optionId(index)}
                      role="option"
                      aria-selected={selected}
                      onMouseMove={() => setActive(index)}
                      onClick={() => go(option.href)}
                      className={clsx(
                        "cursor-pointer rounded-lg px-3 py-1.5",
                        selected ? "bg-brand-50 dark:bg-brand-500/20" : "hover:bg-slate-100 dark:hover:bg-slate-800",
                      )}
                    >
                      <span
                        className={clsx(
                          "block truncate text-sm font-medium",
                          selected && "text-brand-800 dark:text-brand-200",
                        )}
                      >
                        {option.name}
                      </span>
                      {option.context && (
                        <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                          <span className="sr-only">, </span>
                          {option.context}
                        </span>
                      )}
                    </div>
                  );
                })}
              </div>
            );
          })}
      </div>
      {answered && !expanded && (
        <p className={clsx(popupClasses(inline), "px-3 py-2 text-sm text-slate-600 dark:text-slate-400")}>
          {suggestions?.failed ? "No se pudieron cargar las sugerencias." : "Sin resultados."}
        </p>
      )}
      <div role="status" className="sr-only">
        {answered && suggestions ? announcement(suggestions) : ""}
      </div>
    </search>
  );
}
