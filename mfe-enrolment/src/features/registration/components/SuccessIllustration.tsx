import { useTheme } from 'styled-components';

/** A drawn "done" badge with confetti; colours come from the theme. */
export function SuccessIllustration({ className }: { className?: string }) {
  const { color } = useTheme();
  return (
    <svg className={className} viewBox="0 0 160 120" role="img" aria-label="Registration complete" focusable="false">
      <circle cx="80" cy="60" r="44" fill={color.successSurface} />
      <circle cx="80" cy="60" r="32" fill={color.success} />
      <path d="M64 61 l11 11 l22 -24" fill="none" stroke={color.onPrimary} strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="22" cy="30" r="5" fill={color.accent} />
      <circle cx="140" cy="24" r="4" fill={color.primary} />
      <circle cx="146" cy="86" r="5" fill={color.focus} />
      <circle cx="16" cy="88" r="4" fill={color.primary} />
      <rect x="30" y="8" width="6" height="14" rx="3" transform="rotate(-25 33 15)" fill={color.focus} />
      <rect x="120" y="100" width="6" height="14" rx="3" transform="rotate(30 123 107)" fill={color.accent} />
      <rect x="126" y="44" width="5" height="12" rx="2.5" transform="rotate(60 128 50)" fill={color.success} />
      <rect x="28" y="56" width="5" height="12" rx="2.5" transform="rotate(-60 30 62)" fill={color.accent} />
    </svg>
  );
}
