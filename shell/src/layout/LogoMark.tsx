import { useTheme } from 'styled-components';
import { KNIGHT_PATH } from '@academy/shared';

/**
 * The academy's mark: a knight over an abacus rod, in the brand's navy and orange. Decorative
 * beside the wordmark (the link around it carries the accessible name), so it is hidden from
 * assistive technology. Fixed width and height: no layout shift while the page paints.
 */
export function LogoMark({ size = 36, inverse = false }: { size?: number; inverse?: boolean }) {
  const { color } = useTheme();
  const tile = inverse ? color.onPrimary : color.primary;
  const figure = inverse ? color.primary : color.onPrimary;
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill={tile} />
      <path fill={figure} d={KNIGHT_PATH} />
      <rect x="10" y="50" width="44" height="3" rx="1.5" fill={figure} />
      <circle cx="20" cy="51.5" r="4.5" fill={color.accent} />
      <circle cx="32" cy="51.5" r="4.5" fill={color.accent} />
      <circle cx="44" cy="51.5" r="4.5" fill={figure} />
    </svg>
  );
}
