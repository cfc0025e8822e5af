import clsx from "clsx";

import { ImageWithFallback } from "~/components/ui/image-with-fallback";
import { universityArt } from "~/lib/university-art";

interface UniversityImagesData {
  name: string;
  acronym: string | null;
  bannerUrl: string | null;
  logoUrl: string | null;
}

/** The university's banner, or its generated one (colours and pattern from its name) until it has one. */
export function UniversityBanner({ university, className }: { university: UniversityImagesData; className?: string }) {
  const generated = <div aria-hidden="true" className={className} style={universityArt(university).bannerStyle} />;
  return (
    <ImageWithFallback
      src={university.bannerUrl}
      alt=""
      className={clsx("object-cover", className)}
      fallback={generated}
    />
  );
}

/**
 * The university's logo, or a generated monogram (its acronym on its generated colours). The
 * monogram is decorative: it is not the official logo, and the name is always written beside it.
 */
export function UniversityLogo({
  university,
  alt,
  className,
}: {
  university: UniversityImagesData;
  alt: string;
  className?: string;
}) {
  const art = universityArt(university);
  const generated = (
    // The logo is the size container, so the letters (sized in cqw) fit whatever size it is given.
    <div
      aria-hidden="true"
      className={clsx("@container flex items-center justify-center", className)}
      style={art.logoStyle}
    >
      <span
        className={clsx(
          "flex flex-col items-center leading-none font-extrabold tracking-tight text-white",
          art.monogramSizeClass,
        )}
      >
        {art.monogram.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </span>
    </div>
  );
  return (
    <ImageWithFallback
      src={university.logoUrl}
      alt={alt}
      className={clsx("bg-white object-contain", className)}
      fallback={generated}
    />
  );
}
