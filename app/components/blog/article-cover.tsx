import clsx from "clsx";

import {
  BookOpen,
  Briefcase,
  Compass,
  GraduationCap,
  type IconComponent,
  Newspaper,
  PiggyBank,
} from "~/components/ui/icons";
import { ImageWithFallback } from "~/components/ui/image-with-fallback";
import { generatedArt } from "~/lib/university-art";

/** An icon per known category; any other category gets the newspaper. */
const CATEGORY_ICONS: Record<string, IconComponent> = {
  orientacion: Compass,
  "becas-y-ayudas": PiggyBank,
  estudio: BookOpen,
  "vida-universitaria": GraduationCap,
  empleo: Briefcase,
};

/**
 * An article's cover: its image when it has one, otherwise (or if the image fails) a banner
 * generated from the slug with the category's icon, the same on every page and request.
 * Decorative: the title is always next to it.
 */
export function ArticleCover({
  slug,
  imageUrl,
  categorySlug,
  className,
  iconClassName = "size-12",
}: {
  slug: string;
  imageUrl: string | null;
  categorySlug: string | null;
  className?: string;
  iconClassName?: string;
}) {
  const Icon = (categorySlug && CATEGORY_ICONS[categorySlug]) || Newspaper;
  const generated = (
    <div
      aria-hidden="true"
      className={clsx("flex items-center justify-center text-white/90", className)}
      style={generatedArt(slug).bannerStyle}
    >
      <Icon className={clsx("stroke-[1.5]", iconClassName)} />
    </div>
  );
  if (!imageUrl) return generated;
  return <ImageWithFallback src={imageUrl} alt="" className={clsx("object-cover", className)} fallback={generated} />;
}
