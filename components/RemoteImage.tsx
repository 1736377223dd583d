import { safeImageUrl } from '../lib/text/safe-url';
import { useBoundedImage } from '../lib/ui/use-bounded-image';
import { useIsPrivateWindow } from '../lib/ui/use-page-window';
import { t } from '../lib/i18n/messages';
import './remote-image.css';

export interface RemoteImageProps {
  /** The image's address as the API sent it: shown only over https. */
  src: string | undefined;
  /** What the image shows ('' for a decorative one). */
  alt: string;
  /** The box's size in CSS pixels, when known: the image (or its placeholder) takes it at once, so nothing moves. */
  width?: number | undefined;
  height?: number | undefined;
  class?: string | undefined;
}

/**
 * An image from another server (a knowledge panel's picture, an image result): https only, no
 * referrer, loaded only while on screen and a few at a time (use-bounded-image.ts: pictures
 * that hang must never use up the requests the searches need), never shown as a broken image:
 * one that fails leaves a neutral box of its size (so nothing below moves), or nothing when no
 * size is known. In a private window
 * nothing is loaded — the request would come from the normal profile (Chrome runs the
 * extension "spanning") and tell that server what was looked at: a neutral box of the same
 * size stands in, and says why.
 */
export function RemoteImage({ src, alt, width, height, class: className }: RemoteImageProps) {
  const inPrivate = useIsPrivateWindow();
  const url = safeImageUrl(src);
  const { ref, failed } = useBoundedImage(inPrivate ? undefined : url);
  if (!url) return null;
  const sized = width !== undefined && height !== undefined;
  if (inPrivate || failed === url) {
    // A failed image of a known size keeps its box (nothing below moves up); one of no known size goes.
    if (!inPrivate && !sized) return null;
    return (
      <span
        class={className ? `remote-image-placeholder ${className}` : 'remote-image-placeholder'}
        style={{
          ...(width !== undefined && { width: `${width}px` }),
          ...(height !== undefined && { height: `${height}px` }),
        }}
        {...(inPrivate
          ? {
              role: 'img',
              'aria-label': alt ? t('privateImageLabel', alt) : t('privateImageNotLoaded'),
              title: t('privateImageNotLoaded'),
            }
          : alt
            ? { role: 'img', 'aria-label': alt }
            : { 'aria-hidden': 'true' })}
      />
    );
  }
  // No src here: useBoundedImage sets it when the picture is on screen and its turn comes.
  return (
    <img
      ref={ref}
      loading="lazy"
      decoding="async"
      referrerpolicy="no-referrer"
      {...(width !== undefined && { width })}
      {...(height !== undefined && { height })}
      alt={alt}
      class={className ? `remote-image ${className}` : 'remote-image'}
    />
  );
}
