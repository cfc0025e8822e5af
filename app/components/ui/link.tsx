/**
 * The app's links to its own pages (decision record 005). React Router's <Link> resolves its path
 * twice on every render (each time serializing the matched routes to JSON) and builds a URL object
 * for it, a measurable share of a page with many links. Every link
 * of this app is a plain path with no navigation options but `preventScrollReset`, so it renders
 * as a plain <a>, marked `data-discover` as React Router marks its own (its route discovery finds
 * them the same way), and one listener for the whole document (<LinkNavigation>) hands their clicks
 * to the router under the same conditions as React Router's <Link>. Before hydration, and without
 * JavaScript, they are ordinary links.
 */
import { type ComponentProps, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

export interface LinkProps extends Omit<ComponentProps<"a">, "href"> {
  /** A path of this site; a path starting with `?` or `#` is resolved against the current page. */
  to: string;
  /** Keep the scroll position when the router navigates (tabs, filters). */
  preventScrollReset?: boolean;
}

const KEEP_SCROLL_ATTRIBUTE = "data-keep-scroll";

export function Link({ to, preventScrollReset, ...rest }: LinkProps) {
  const { pathname } = useLocation();
  // As React Router resolves them: a query replaces the page's, and so does a fragment.
  const href = to.startsWith("?") || to.startsWith("#") ? `${pathname}${to}` : to;
  return (
    <a {...rest} href={href} data-discover="true" {...(preventScrollReset ? { [KEEP_SCROLL_ATTRIBUTE]: "" } : {})} />
  );
}

/**
 * Client navigation for <Link>s: a plain left click on one (no modifier key, no other target, no
 * download, same origin, not already handled) goes through the router; a link to the page being
 * shown replaces its history entry, as React Router's <Link> does. React's own click handlers run
 * first (it listens on the document too, and registered earlier), so a handler that calls
 * `preventDefault()` keeps the router out.
 */
export function LinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      const anchor =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-discover]") : null;
      if (!anchor || anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const destination = `${url.pathname}${url.search}${url.hash}`;
      const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(destination, {
        replace: destination === current,
        preventScrollReset: anchor.hasAttribute(KEEP_SCROLL_ATTRIBUTE),
      });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
