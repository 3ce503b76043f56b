import { useEffect, useRef, useState } from 'react';
import placeholderPicture from '../assets/placeholder.svg';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import { sizing } from '../theme/tokens.ts';
import * as styles from './LazyImage.css.ts';

export const imageFits = ['cover', 'contain'] as const;
export type ImageFit = (typeof imageFits)[number];

/** The bundled picture shown when an image is missing or fails to load. */
export const placeholderImage: string = placeholderPicture;

export interface LazyImageProps extends StyleProps {
  /** The picture's URL. Empty or missing shows the placeholder picture. */
  src: string | null | undefined;
  /** Text alternative; `''` for a purely decorative picture. */
  alt: string;
  /** Width in px. With `height` it reserves the box (and gives the aspect ratio). */
  width?: number;
  /** Height in px. */
  height?: number;
  /** Aspect ratio (width / height, e.g. `4 / 3` or `1`) when the width comes from the layout. */
  aspectRatio?: number;
  /** How far outside the viewport (or a scrolling container) loading starts, as a CSS margin. */
  rootMargin?: string;
  /** Load at once instead of when near the viewport: for pictures above the fold, such as a hero. */
  eager?: boolean;
  /** The page's main picture (a hero's first slide): loaded at once and fetched before other images. */
  priority?: boolean;
  /** `cover` fills the box and crops, `contain` shows the whole picture. */
  fit?: ImageFit;
  /** The picture shown instead of a missing or broken one; defaults to the bundled placeholder. */
  fallbackSrc?: string;
}

/**
 * An image that loads only when it comes within `rootMargin` (200px by default) of the viewport, keeps its
 * box reserved meanwhile, and falls back to a local placeholder picture when the source is missing or broken.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  aspectRatio,
  rootMargin = sizing.lazyRootMargin,
  eager = false,
  priority = false,
  fit,
  fallbackSrc = placeholderImage,
  className,
  style,
}: LazyImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(eager || priority);
  // The failed URL rather than a flag: a new `src` gets its own chance without a reset effect.
  const [failedSrc, setFailedSrc] = useState<string>();
  const source = !src || src === failedSrc ? fallbackSrc : src;

  useEffect(() => {
    const target = frameRef.current;
    if (near || !target) return;
    // scrollMargin widens the clip of scrolling containers too, so images in a carousel or list load early.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin, scrollMargin: rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  useEffect(() => {
    const img = imageRef.current;
    // An image that failed before React attached its error handler (server-rendered markup) fires no event.
    if (near && img?.complete && img.naturalWidth === 0 && source !== fallbackSrc) setFailedSrc(source);
  }, [near, source, fallbackSrc]);

  const ratio = aspectRatio ?? (width && height ? width / height : undefined);
  return (
    <span
      ref={frameRef}
      className={withSiteClass(styles.frame, className)}
      style={{ width: width ?? '100%', aspectRatio: ratio, ...style }}
    >
      <img
        ref={imageRef}
        className={styles.image({ fit })}
        src={near ? source : undefined}
        alt={alt}
        width={width}
        height={height}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        onError={() => {
          if (source !== fallbackSrc) setFailedSrc(source);
        }}
      />
    </span>
  );
}
