import type { SimpleIcon } from 'simple-icons';

/**
 * A payment brand's own mark (from simple-icons, CC0), in the brand's colour, beside the brand's
 * name on the button; decorative, the button's text names it. See docs/decisions/brand-marks.md.
 */
export function BrandMark({ icon }: { icon: Pick<SimpleIcon, 'path' | 'hex'> }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22" fill={`#${icon.hex}`}>
      <path d={icon.path} />
    </svg>
  );
}
