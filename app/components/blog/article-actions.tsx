import clsx from "clsx";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import { Bookmark, BookmarkCheck, Heart, Link2, Share2 } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { useHydrated } from "~/components/use-hydrated";
import { ARTICLE_ACTIONS_ANCHOR, ARTICLE_RETURN_FIELD } from "~/lib/blog";
import type { ArticleActionResult } from "~/server/blog/actions.server";

const actionClass = buttonClasses({ variant: "secondary", size: "md" });

interface ArticleActionsProps {
  slug: string;
  title: string;
  /** The article's public address (what Compartir shares). */
  url: string;
  likesCount: number;
  liked: boolean;
  saved: boolean;
  /** Where a visitor goes to like or save: the login page, then back here. */
  loginHref: string | null;
}

/** Me gusta, Guardar and Compartir (SPEC §2 "Blog article"). */
export function ArticleActions({ slug, title, url, likesCount, liked, saved, loginHref }: ArticleActionsProps) {
  // The count as the button shows it while its post is on the way.
  const likesShown = (shownOn: boolean) => likesCount + Number(shownOn) - Number(liked);
  return (
    <div id={ARTICLE_ACTIONS_ANCHOR} className="flex flex-wrap items-start gap-2 scroll-mt-20">
      {loginHref ? (
        <>
          <Link
            to={`${loginHref}&aviso=like`}
            rel="nofollow"
            className={actionClass}
            aria-label={`Me gusta (${likesCount})`}
            title="Debes iniciar sesión para dar like"
          >
            <Heart className="size-4" aria-hidden="true" />
            Me gusta
            <span className="tabular-nums">{likesCount}</span>
          </Link>
          <Link
            to={`${loginHref}&aviso=guardar`}
            rel="nofollow"
            className={actionClass}
            title="Debes iniciar sesión para guardar artículos"
          >
            <Bookmark className="size-4" aria-hidden="true" />
            Guardar
          </Link>
        </>
      ) : (
        <>
          <ToggleForm
            slug={slug}
            intent="me-gusta"
            field="liked"
            on={liked}
            label={(shownOn) => `Me gusta (${likesShown(shownOn)})`}
          >
            {(shownOn) => (
              <>
                <Heart
                  className={clsx("size-4", shownOn && "fill-current text-rose-600 dark:text-rose-400")}
                  aria-hidden="true"
                />
                Me gusta
                <span className="tabular-nums">{likesShown(shownOn)}</span>
              </>
            )}
          </ToggleForm>
          <ToggleForm slug={slug} intent="guardar" field="saved" on={saved} label={() => "Guardar"}>
            {(shownOn) => (
              <>
                {shownOn ? (
                  <BookmarkCheck className="size-4 text-brand-600 dark:text-brand-300" aria-hidden="true" />
                ) : (
                  <Bookmark className="size-4" aria-hidden="true" />
                )}
                Guardar
              </>
            )}
          </ToggleForm>
        </>
      )}
      <ShareArticle title={title} url={url} />
    </div>
  );
}

/**
 * A toggle posted by a fetcher (in place) or, before JavaScript runs, as a plain form whose answer
 * brings the reader back to these buttons. It asks for the state opposite to the one it shows, so a
 * double click or a second tab never counts twice; the new state shows at once and falls back to
 * the server's if the post fails.
 */
function ToggleForm({
  slug,
  intent,
  field,
  on,
  label,
  children,
}: {
  slug: string;
  intent: "me-gusta" | "guardar";
  field: "liked" | "saved";
  on: boolean;
  label: (shownOn: boolean) => string;
  children: (shownOn: boolean) => React.ReactNode;
}) {
  const fetcher = useFetcher<ArticleActionResult>({ key: `${intent}:${slug}` });
  const hydrated = useHydrated();
  const pending = fetcher.formData?.get(field);
  const shownOn = typeof pending === "string" ? pending === "true" : on;
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post" action={`/blog/${slug}`} preventScrollReset className="flex flex-col gap-1">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field} value={String(!shownOn)} />
      {!hydrated && <input type="hidden" name={ARTICLE_RETURN_FIELD} value="1" />}
      <button type="submit" aria-pressed={shownOn} aria-label={label(shownOn)} className={actionClass}>
        {children(shownOn)}
      </button>
      {/* The pressed state shows a success; it is only announced. A failure is shown. */}
      <span
        role="status"
        className={result && !result.ok ? "max-w-40 text-xs font-medium text-red-700 dark:text-red-400" : "sr-only"}
      >
        {result?.message}
      </span>
    </fetcher.Form>
  );
}

/**
 * Compartir: the system share sheet where the browser has one (Web Share API); otherwise, and
 * without JavaScript, a panel with the address to copy (a 'Copiar enlace' button once JavaScript
 * runs). A native <details> opens the panel with no script at all.
 */
function ShareArticle({ title, url }: { title: string; url: string }) {
  const hydrated = useHydrated();
  const details = useRef<HTMLDetailsElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [copyStatus, setCopyStatus] = useState<string | null>(null);
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);

  async function share(event: React.MouseEvent) {
    if (!canShare || details.current?.open) return;
    event.preventDefault();
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to the panel.
      if ((error as DOMException).name !== "AbortError" && details.current) details.current.open = true;
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopyStatus("Enlace copiado");
    } catch {
      field.current?.select();
      setCopyStatus("No se pudo copiar: el enlace está seleccionado, cópialo con Ctrl+C");
    }
  }

  return (
    <details ref={details} className="group relative">
      <summary onClick={share} className={clsx(actionClass, "list-none [&::-webkit-details-marker]:hidden")}>
        <Share2 className="size-4" aria-hidden="true" />
        Compartir
      </summary>
      <div className="absolute right-0 z-10 mt-2 w-[min(22rem,calc(100vw-2rem))] space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900 max-sm:left-0 max-sm:right-auto">
        <label htmlFor="enlace-articulo" className="block text-sm font-medium">
          Enlace del artículo
        </label>
        <input
          ref={field}
          id="enlace-articulo"
          type="url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        />
        {hydrated && (
          <button type="button" onClick={copy} className={buttonClasses({ size: "sm" })}>
            <Link2 className="size-4" aria-hidden="true" />
            Copiar enlace
          </button>
        )}
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {copyStatus}
        </p>
      </div>
    </details>
  );
}
