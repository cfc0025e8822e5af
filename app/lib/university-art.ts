/**
 * A generated banner and monogram for a university that has no images of its own:
 * derived from its name alone, so each university looks the same on every page, every
 * request and every server, and two universities rarely look alike. Plain CSS backgrounds (a
 * gradient, a soft highlight and a tiny tiled SVG as a data: URL): no network, no image work per
 * request, and the same few hundred bytes whatever the page size.
 */
import type { CSSProperties } from "react";

/**
 * Deep colour pairs (gradient start → end). Every colour keeps white text above 4.5:1 (WCAG AA
 * for small text; tested), so the monogram reads in both themes.
 */
export const ART_PALETTES: readonly (readonly [string, string])[] = [
  ["#3730a3", "#6d28d9"], // indigo → violet
  ["#1e40af", "#0e7490"], // blue → cyan
  ["#065f46", "#0f766e"], // emerald → teal
  ["#9f1239", "#c2410c"], // rose → orange
  ["#86198f", "#7e22ce"], // fuchsia → purple
  ["#075985", "#4338ca"], // sky → indigo
  ["#991b1b", "#be123c"], // red → rose
  ["#92400e", "#b91c1c"], // amber → red
  ["#166534", "#047857"], // green → emerald
  ["#1e293b", "#1d4ed8"], // slate → blue
  ["#115e59", "#0369a1"], // teal → sky
  ["#5b21b6", "#be185d"], // violet → pink
];

/** White motifs on a transparent tile, faint enough to stay texture rather than picture. */
const PATTERN_TILES: readonly { width: number; height: number; svg: string }[] = [
  { width: 22, height: 22, svg: '<circle cx="11" cy="11" r="2" fill="#fff" fill-opacity=".22"/>' },
  {
    width: 16,
    height: 16,
    svg: '<path d="M-4 4l8-8M0 16L16 0M12 20l8-8" stroke="#fff" stroke-opacity=".16" stroke-width="2"/>',
  },
  { width: 28, height: 28, svg: '<path d="M28 0H0v28" fill="none" stroke="#fff" stroke-opacity=".14"/>' },
  {
    width: 44,
    height: 44,
    svg: '<circle cx="22" cy="22" r="12" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="2"/>',
  },
  {
    width: 40,
    height: 20,
    svg: '<path d="M0 10q10-10 20 0t20 0" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="2"/>',
  },
  { width: 24, height: 24, svg: '<path d="M12 7v10M7 12h10" stroke="#fff" stroke-opacity=".2" stroke-width="2"/>' },
  {
    width: 24,
    height: 12,
    svg: '<path d="M0 12 12 2l12 10" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="2"/>',
  },
  { width: 24, height: 24, svg: '<path d="m12 4 8 8-8 8-8-8z" fill="#fff" fill-opacity=".1"/>' },
];

/** Encoded once at start-up, not per request. */
const PATTERNS = PATTERN_TILES.map(({ width, height, svg }) => ({
  image: `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svg}</svg>`)}")`,
  size: `${width}px ${height}px`,
}));

const HIGHLIGHT_SPOTS = ["85% 15%", "15% 20%", "80% 85%", "25% 80%"] as const;

/** FNV-1a (32 bit): tiny, fast and stable across platforms; spreads similar names apart. */
function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index += 1) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Words left out of a name's initials: "Universidad de las Palmas" → "UP". */
const MINOR_WORDS = new Set(["de", "del", "la", "las", "los", "el", "y", "e", "i", "en", "d", "l"]);
/** A monogram line longer than this no longer fits a small logo. */
const MAX_LINE_LENGTH = 4;
const MAX_SINGLE_LINE_LENGTH = 6;

/**
 * The letters on the generated logo, one or two lines: the acronym when it fits ("UA",
 * "UNIZAR", "UPV" / "EHU"), otherwise the initials of the name's main words.
 */
export function monogramLines(name: string, acronym: string | null): string[] {
  const trimmed = acronym?.trim() ?? "";
  if (trimmed) {
    const parts = trimmed.split(/[\s/-]+/).filter(Boolean);
    if (parts.length === 2 && parts.every((part) => part.length <= MAX_LINE_LENGTH)) return parts;
    if (parts.length === 1 && trimmed.length <= MAX_SINGLE_LINE_LENGTH) return [trimmed];
  }
  const initials = name
    .split(/[\s'’-]+/)
    .filter((word) => word && !MINOR_WORDS.has(word.toLowerCase()))
    .map((word) => word.charAt(0).toUpperCase())
    .join("")
    .slice(0, MAX_LINE_LENGTH);
  return [initials || name.charAt(0).toUpperCase()];
}

/**
 * The monogram's font size relative to the logo's width (container query units), so it fits any
 * logo size: about 0.7em per capital, the longest line filling at most ~70% of the logo. Literal
 * class names (Tailwind generates only what it finds written out), and kept out of style
 * attributes, where the W3C checker does not know `cqw` yet.
 */
const ONE_LINE_SIZES = [
  "text-[38cqw]",
  "text-[38cqw]",
  "text-[38cqw]",
  "text-[33cqw]",
  "text-[25cqw]",
  "text-[20cqw]",
  "text-[16cqw]",
] as const;
const TWO_LINE_SIZES = ["text-[30cqw]", "text-[30cqw]", "text-[30cqw]", "text-[30cqw]", "text-[25cqw]"] as const;

export interface UniversityArt {
  bannerStyle: CSSProperties;
  logoStyle: CSSProperties;
  monogram: string[];
  /** A Tailwind font-size class for the monogram, relative to the logo's width. */
  monogramSizeClass: string;
}

export function universityArt(university: { name: string; acronym: string | null }): UniversityArt {
  const { bannerStyle, from, to, angle } = generatedArt(university.name);
  const monogram = monogramLines(university.name, university.acronym);
  const longestLine = Math.max(...monogram.map((line) => line.length));
  const sizes = monogram.length > 1 ? TWO_LINE_SIZES : ONE_LINE_SIZES;
  return {
    bannerStyle,
    logoStyle: { backgroundColor: from, backgroundImage: `linear-gradient(${angle}deg, ${from}, ${to})` },
    monogram,
    monogramSizeClass: sizes[Math.min(longestLine, sizes.length - 1)]!,
  };
}

/**
 * The generated banner of anything named `name` (a university, a blog article without a cover
 * image): palette, motif, angle and highlight all derived from the name.
 */
export function generatedArt(name: string): { bannerStyle: CSSProperties; from: string; to: string; angle: number } {
  const hash = hashName(name);
  const [from, to] = ART_PALETTES[hash % ART_PALETTES.length]!;
  const pattern = PATTERNS[(hash >>> 8) % PATTERNS.length]!;
  const angle = 100 + ((hash >>> 16) % 8) * 20;
  const spot = HIGHLIGHT_SPOTS[(hash >>> 24) % HIGHLIGHT_SPOTS.length]!;
  return {
    bannerStyle: {
      backgroundColor: from,
      backgroundImage: `${pattern.image}, radial-gradient(circle at ${spot}, rgb(255 255 255 / 0.2), transparent 55%), linear-gradient(${angle}deg, ${from}, ${to})`,
      backgroundSize: `${pattern.size}, 100% 100%, 100% 100%`,
    },
    from,
    to,
    angle,
  };
}
