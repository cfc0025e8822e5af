/**
 * React Router's browser entry, as its default, but for the reader's layer of a composed page
 * (lib/viewer-layer.ts), laid over the loader data before the router is made from it.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { layViewerLayerOverHydration } from "~/lib/viewer-layer";

declare global {
  interface Window {
    __reactRouterContext?: { state?: unknown };
  }
}

if (window.__reactRouterContext) layViewerLayerOverHydration(window.__reactRouterContext, document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
