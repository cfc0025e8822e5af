import { ImageWithFallback } from "~/components/ui/image-with-fallback";

/**
 * A post's image: an address the student typed, on another site. Loaded lazily, without telling
 * that site which page it is shown on (no referrer), and replaced by the default graphic when it
 * fails. The page's Content-Security-Policy allows images from anywhere, never scripts.
 */
export function PostImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  return <ImageWithFallback src={src} alt={alt} referrerPolicy="no-referrer" className={className} />;
}
