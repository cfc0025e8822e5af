import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";

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
 * A link that, once JavaScript runs, opens a modal instead (Radix Dialog: focus trap, Escape,
 * scroll lock, focus back on the link when closed). Without JavaScript it is a plain link to a
 * page with the same content, so nothing depends on the dialog.
 */
export function PageDialog({ href, trigger, triggerLabel, triggerClassName, title, description, children, onOpen }: PageDialogProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  // Stable, so content that closes the dialog on a timer is not restarted by re-renders.
  const close = useCallback(() => setOpen(false), []);
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
          setOpen(true);
          onOpen?.();
        }}
      >
        {trigger}
      </Link>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              triggerRef.current?.focus();
            }}
            className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl dark:bg-slate-900"
          >
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5 dark:border-slate-800">
              <div>
                <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
                <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</Dialog.Description>
              </div>
              <Dialog.Close className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg hover:bg-slate-200/70 dark:hover:bg-slate-800" aria-label="Cerrar">
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
            <div className="overflow-y-auto p-5">{open && children(close)}</div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
