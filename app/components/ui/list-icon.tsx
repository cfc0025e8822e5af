import clsx from "clsx";

export type ListIconName =
  | "book-open"
  | "calendar-check"
  | "chevron-right"
  | "clock"
  | "flag"
  | "gauge"
  | "graduation-cap"
  | "heart"
  | "heart-filled"
  | "layers"
  | "lightbulb"
  | "map-pin"
  | "message-circle"
  | "monitor-smartphone"
  | "pencil"
  | "rotate-ccw"
  | "user-round"
  | "users-round";

/**
 * A decorative icon repeated in list items: one element painted by CSS (styles/list-icons.css),
 * not an SVG per use — a page of reviews repeats the same few icons dozens of times. Size it with
 * `size-*`; it takes the text colour.
 */
export function ListIcon({ name, className }: { name: ListIconName; className?: string }) {
  return <span aria-hidden="true" className={clsx("list-icon", `list-icon-${name}`, className)} />;
}
