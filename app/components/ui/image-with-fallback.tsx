import clsx from "clsx";
import { type ImgHTMLAttributes, type ReactNode, useEffect, useRef, useState } from "react";

import { GraduationCap } from "~/components/ui/icons";

interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> {
  src: string | null | undefined;
  fallbackClassName?: string;
  /** Shown instead of the default graphic (e.g. a university's generated banner). */
  fallback?: ReactNode;
}

/** An image that shows a fallback (by default, the default graphic) when it has no source or fails to load. */
export function ImageWithFallback({
  src,
  alt = "",
  className,
  fallbackClassName,
  fallback,
  ...rest
}: ImageWithFallbackProps) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);

  // An image that failed before hydration never fires onError for React: check it once mounted.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);

  if ((!src || failed) && fallback) return fallback;
  if (!src || failed) {
    return (
      <div
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={clsx(
          "flex items-center justify-center bg-gradient-to-br from-brand-500 to-violet-600 text-white",
          className,
          fallbackClassName,
        )}
      >
        <GraduationCap className="size-1/2 max-h-12 max-w-12" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      ref={imgRef}
      src={src}
      alt={alt}
      className={className}
      onError={() => setFailed(true)}
      loading="lazy"
      {...rest}
    />
  );
}
