import { Link } from "~/components/ui/link";

/** The site's own addresses as messages write them ("uniopina.es/donde-acudir"). */
const SITE_ADDRESS = /uniopina\.es(\/[a-z0-9-]+(?:\/[a-z0-9-]+)*)/g;

/** A message whose own-site addresses become links, so a note written as text can point somewhere. */
export function TextWithSiteLinks({ text }: { text: string }) {
  const parts: (string | { path: string; label: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(SITE_ADDRESS)) {
    parts.push(text.slice(last, match.index), { path: match[1]!, label: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === "string" ? (
          part
        ) : (
          <Link key={index} to={part.path} className="font-medium underline">
            {part.label}
          </Link>
        ),
      )}
    </>
  );
}
