import clsx from "clsx";
import type { JSX, SVGProps } from "react";

import spriteUrl from "~/assets/icons.svg?url";

/**
 * The app's icons (Lucide's drawings) as references into one cached sprite file: an icon is an
 * `<svg>` with a single `<use>`, not Lucide's inline paths. Pages repeat icons (the home shows 48),
 * and inline each cost 3–8 elements and ≈ 440 bytes to render, send and compress on every request.
 * The sprite, `app/assets/icons.svg`, holds one symbol per icon exported here; regenerate it with
 * `npm run icons` after changing this list (a test fails while it is out of date).
 *
 * The stroke style lives in CSS (`.icon` in app.css): a class such as `fill-current` or
 * `stroke-[1.5]` changes it, and the shapes inside the sprite inherit it.
 */

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "ref">;

export interface IconComponent {
  (props: IconProps): JSX.Element;
  /** Lucide's export name of the drawing, which is also the symbol's id in the sprite. */
  readonly lucideName: string;
}

/** Lucide's rule: an icon given any ARIA attribute, a role or a title speaks for itself. */
function hasA11yProp(props: object): boolean {
  return Object.keys(props).some((prop) => prop.startsWith("aria-") || prop === "role" || prop === "title");
}

function spriteIcon(lucideName: string): IconComponent {
  const href = `${spriteUrl}#${lucideName}`;
  // Like Lucide, an icon with no accessible name of its own is hidden from assistive technology.
  const Icon = ({ className, ...rest }: IconProps) => (
    <svg
      className={clsx("icon", className)}
      viewBox="0 0 24 24"
      aria-hidden={hasA11yProp(rest) ? undefined : "true"}
      {...rest}
    >
      <use href={href} />
    </svg>
  );
  Icon.displayName = lucideName;
  return Object.assign(Icon, { lucideName });
}

export const ArrowLeft = spriteIcon("ArrowLeft");
export const ArrowRight = spriteIcon("ArrowRight");
export const AtSign = spriteIcon("AtSign");
export const Award = spriteIcon("Award");
export const BadgeCheck = spriteIcon("BadgeCheck");
export const BookOpen = spriteIcon("BookOpen");
export const Bookmark = spriteIcon("Bookmark");
export const BookmarkCheck = spriteIcon("BookmarkCheck");
export const Briefcase = spriteIcon("Briefcase");
export const Building2 = spriteIcon("Building2");
export const CalendarDays = spriteIcon("CalendarDays");
export const ChartColumn = spriteIcon("ChartColumn");
export const Check = spriteIcon("Check");
export const CheckCircle2 = spriteIcon("CheckCircle2");
export const ChevronDown = spriteIcon("ChevronDown");
export const ChevronLeft = spriteIcon("ChevronLeft");
export const ChevronRight = spriteIcon("ChevronRight");
export const CircleCheck = spriteIcon("CircleCheck");
export const CircleHelp = spriteIcon("CircleHelp");
export const CirclePlus = spriteIcon("CirclePlus");
export const Clock = spriteIcon("Clock");
export const CodeXml = spriteIcon("CodeXml");
export const Compass = spriteIcon("Compass");
export const Cookie = spriteIcon("Cookie");
export const Download = spriteIcon("Download");
export const Euro = spriteIcon("Euro");
export const ExternalLink = spriteIcon("ExternalLink");
export const Eye = spriteIcon("Eye");
export const FileText = spriteIcon("FileText");
export const Flag = spriteIcon("Flag");
export const Gauge = spriteIcon("Gauge");
export const Globe = spriteIcon("Globe");
export const GraduationCap = spriteIcon("GraduationCap");
export const Heart = spriteIcon("Heart");
export const ImageOff = spriteIcon("ImageOff");
export const Info = spriteIcon("Info");
export const Landmark = spriteIcon("Landmark");
export const Link2 = spriteIcon("Link2");
export const Loader2 = spriteIcon("Loader2");
export const Lock = spriteIcon("Lock");
export const LogIn = spriteIcon("LogIn");
export const Mail = spriteIcon("Mail");
export const MailCheck = spriteIcon("MailCheck");
export const MapPin = spriteIcon("MapPin");
export const Maximize = spriteIcon("Maximize");
export const Menu = spriteIcon("Menu");
export const MessageCircle = spriteIcon("MessageCircle");
export const MessageCircleQuestion = spriteIcon("MessageCircleQuestion");
export const MessageSquare = spriteIcon("MessageSquare");
export const MessageSquareHeart = spriteIcon("MessageSquareHeart");
export const MessageSquareText = spriteIcon("MessageSquareText");
export const Moon = spriteIcon("Moon");
export const Newspaper = spriteIcon("Newspaper");
export const PenLine = spriteIcon("PenLine");
export const Pencil = spriteIcon("Pencil");
export const Percent = spriteIcon("Percent");
export const Phone = spriteIcon("Phone");
export const PiggyBank = spriteIcon("PiggyBank");
export const Plus = spriteIcon("Plus");
export const Quote = spriteIcon("Quote");
export const RefreshCw = spriteIcon("RefreshCw");
export const Scale = spriteIcon("Scale");
export const School = spriteIcon("School");
export const Search = spriteIcon("Search");
export const SearchX = spriteIcon("SearchX");
export const Send = spriteIcon("Send");
export const Share2 = spriteIcon("Share2");
export const ShieldAlert = spriteIcon("ShieldAlert");
export const ShieldCheck = spriteIcon("ShieldCheck");
export const Star = spriteIcon("Star");
export const Sun = spriteIcon("Sun");
export const Trash2 = spriteIcon("Trash2");
export const TriangleAlert = spriteIcon("TriangleAlert");
export const Trophy = spriteIcon("Trophy");
export const UserPlus = spriteIcon("UserPlus");
export const UserRound = spriteIcon("UserRound");
export const UserX = spriteIcon("UserX");
export const Users = spriteIcon("Users");
export const Wallet = spriteIcon("Wallet");
export const X = spriteIcon("X");
