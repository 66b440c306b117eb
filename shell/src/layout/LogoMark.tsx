import { useTheme } from 'styled-components';

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
      <path
        fill={figure}
        d="M21 44h22v-3c0-3-1.6-5-3.5-7.2-1.7-2-1.9-4.2-.5-6.6 2.4-4 2.6-8.8.1-12.6C37 11 32.8 9 28.5 9.3l-2-4.3-3 5.2c-4.4 2.4-7.6 6.9-8.3 12.4l-1.7 3.4c-.9 1.9.4 4 2.5 3.8l2.6-.3 3.4-2.2c1.9-.3 3.1.9 2.7 2.7-1.6 2.9-4.6 5.3-5.7 8.8-.6 1.8-.6 3.5-.1 5.2z"
      />
      <rect x="10" y="50" width="44" height="3" rx="1.5" fill={figure} />
      <circle cx="20" cy="51.5" r="4.5" fill={color.accent} />
      <circle cx="32" cy="51.5" r="4.5" fill={color.accent} />
      <circle cx="44" cy="51.5" r="4.5" fill={figure} />
    </svg>
  );
}
