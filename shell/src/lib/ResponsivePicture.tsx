/** What the photo pipeline (scripts/photoLoader.cjs) makes of one photo in photos/. */
export interface ResponsivePhoto {
  /** The fallback: a WebP about 800 px wide. */
  src: string;
  /** The master's size: the <img>'s width and height, so the page reserves its box before it loads. */
  width: number;
  height: number;
  /** A 16 px wide blurred copy as a data URI, shown until the photo arrives. */
  placeholder: string;
  /** Best format first (AVIF, then WebP), each at every width. */
  sources: { type: string; srcSet: string }[];
}

/**
 * A photo as a <picture>: the browser picks the format it can decode and the width `sizes` says
 * it needs. `priority` is for the largest paint of the first screen: fetched early and eagerly.
 * Everything else loads lazily. The placeholder is the image's own background, so it shows
 * through only until the (opaque) photo has loaded.
 */
export function ResponsivePicture({
  photo,
  alt,
  sizes,
  priority = false,
}: {
  photo: ResponsivePhoto;
  alt: string;
  sizes: string;
  priority?: boolean;
}) {
  return (
    <picture>
      {photo.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={photo.src}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'low'}
        decoding={priority ? undefined : 'async'}
        style={{ backgroundImage: `url("${photo.placeholder}")`, backgroundSize: 'cover' }}
      />
    </picture>
  );
}
