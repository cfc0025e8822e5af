import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";

import { X } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";

interface PageDialogProps {
  /** The page that does the same job without JavaScript: the trigger is a real link to it. */
  href: string;
  /** The trigger's content and accessible name. */
  trigger: ReactNode;
  triggerLabel: string;
  triggerClassName?: string;
  title: string;
  description: string;
  /** Rendered only while open; `close` lets the content close the dialog itself. */
  children: (close: () => void) => ReactNode;
  onOpen?: () => void;
}

/**
 * A link that, once JavaScript runs, opens a modal instead: a native `<dialog>` shown with
 * `showModal()`, so the browser traps focus, closes it on Escape and makes the page behind it inert
 * (app.css holds the page's scrolling still); focus goes back to the link when it closes. Without
 * JavaScript it is a plain link to a page with the same content, so nothing depends on the dialog.
 */
export function PageDialog({
  href,
  trigger,
  triggerLabel,
  triggerClassName,
  title,
  description,
  children,
  onOpen,
}: PageDialogProps) {
  const [open, setOpen] = useState(false);
  // The dialog exists from its first opening on: a page of reviews does not carry a closed dialog
  // per review (a tenth of its HTML) that only a click, with JavaScript, can show.
  const [used, setUsed] = useState(false);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  // Stable, so content that closes the dialog on a timer is not restarted by re-renders.
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      triggerRef.current?.focus();
    }
  }, [open]);

  return (
    <>
      <Link
        ref={triggerRef}
        to={href}
        rel="nofollow"
        className={triggerClassName}
        aria-label={triggerLabel}
        title={triggerLabel}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setUsed(true);
          setOpen(true);
          onOpen?.();
        }}
      >
        {trigger}
      </Link>
      {used && (
        <dialog
          ref={dialogRef}
          aria-labelledby={`${id}-titulo`}
          aria-describedby={`${id}-descripcion`}
          // Escape closes the native dialog by itself: keep the state in step.
          onClose={close}
          // A click on the backdrop lands on the dialog element itself, outside its content.
          onClick={(event) => {
            if (event.target === dialogRef.current) close();
          }}
          className="m-auto max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] flex-col rounded-2xl bg-white p-0 text-slate-900 shadow-xl open:flex dark:bg-slate-900 dark:text-slate-100"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5 dark:border-slate-800">
            <div>
              <h2 id={`${id}-titulo`} className="text-lg font-semibold">
                {title}
              </h2>
              <p id={`${id}-descripcion`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {description}
              </p>
            </div>
            <button
              type="button"
              onClick={close}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg hover:bg-slate-200/70 dark:hover:bg-slate-800"
              aria-label="Cerrar"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <div className="overflow-y-auto p-5">{open && children(close)}</div>
        </dialog>
      )}
    </>
  );
}
