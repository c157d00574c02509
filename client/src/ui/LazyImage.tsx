import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { whenNear } from '../lib/lazyImages';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading'> & {
  src: string;
  /** Other sizes of the same image (`srcset`): held back with `src` until the image is near. */
  srcSet?: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * What an image shows until it is near: an empty SVG of the same proportions, so the HTML is valid (an img
 * needs a src) and the reserved space keeps the image's shape. Percent-encoded whole: a raw space in a URL
 * is invalid HTML (the Nu checker reports it on every page with a lazy image).
 */
export const placeholderSource = (width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}'></svg>`)}`;

/**
 * An image below the fold: its file is fetched only when it comes within 50px of the viewport
 * (IntersectionObserver, lib/lazyImages.ts; on a page that is not hydrated, from `data-src`). Without the observer it falls back to the browser's own `loading="lazy"`, and
 * without JavaScript the <noscript> copy shows it. Width and height are required so the space is
 * reserved and nothing shifts when it loads.
 */
export function LazyImage({ src, srcSet, alt, width, height, ...rest }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const image = ref.current;
    if (!image || visible) return;
    return whenNear(image, () => setVisible(true));
  }, [visible]);

  return (
    <>
      <img
        ref={ref}
        {...rest}
        src={visible ? src : placeholderSource(width, height)}
        srcSet={visible ? srcSet : undefined}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        data-lazy={visible ? 'loaded' : 'waiting'}
        data-src={visible ? undefined : src}
        data-srcset={visible ? undefined : srcSet}
      />
      <noscript>
        <img {...rest} src={src} srcSet={srcSet} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
      </noscript>
    </>
  );
}
