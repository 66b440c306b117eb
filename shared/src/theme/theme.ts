// Design tokens: components read only these (colours by role, spacing scale, radii,
// breakpoints, layers, motion), never raw values.

export const theme = {
  color: {
    primary: '#1f3c88',
    primaryHover: '#16306f',
    onPrimary: '#ffffff',
    accent: '#c2410c',
    accentHover: '#9a3412',
    onAccent: '#ffffff',
    text: '#1b1f2a',
    textMuted: '#4b5563',
    background: '#ffffff',
    surface: '#f4f6fb',
    surfaceRaised: '#ffffff',
    border: '#d6dbe6',
    /** Focus ring: at least 3:1 against white, the tinted surface and the navy of the primary colour. */
    focus: '#d47206',
    success: '#166534',
    successSurface: '#dcfce7',
    live: '#14532d',
    onLive: '#ffffff',
    todaySurface: '#bbf7d0',
    danger: '#b91c1c',
    dangerSurface: '#fee2e2',
    onDanger: '#ffffff',
    backdrop: 'rgba(15, 23, 42, 0.45)',
    /** Opaque: the page scrolls under the fixed header, and nothing of it may show through. */
    navBackground: '#ffffff',
    whatsapp: '#0f7a3d',
  },
  font: {
    /** Nunito is the brand typeface (self-hosted, declared in the page's HTML with its metric-matched fallback); the rest stand in where neither is there. */
    body: "Nunito, 'Nunito Fallback', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    heading: "Nunito, 'Nunito Fallback', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    size: { xs: '0.8125rem', sm: '0.9375rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' },
    weight: { regular: 400, medium: 500, bold: 700 },
    lineHeight: 1.55,
  },
  space: { 0: '0', 1: '0.25rem', 2: '0.5rem', 3: '0.75rem', 4: '1rem', 5: '1.5rem', 6: '2rem', 7: '3rem', 8: '4rem' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px', round: '50%' },
  shadow: {
    sm: '0 1px 3px rgba(15, 23, 42, 0.12)',
    md: '0 6px 20px rgba(15, 23, 42, 0.12)',
    lg: '0 18px 48px rgba(15, 23, 42, 0.22)',
  },
  /** Min widths; `mobileMenu` is where the top links give way to the menu icon. */
  breakpoint: { sm: '600px', mobileMenu: '900px', lg: '1200px' },
  /** `floatingClearance`: the height the fixed Book Free Demo and chat buttons take at the bottom of the screen. */
  layout: { maxWidth: '1200px', navHeight: '72px', touchTarget: '44px', floatingClearance: '5.5rem' },
  z: { base: 1, floating: 50, nav: 100, menu: 110, overlay: 200, dialog: 210, toast: 300 },
  motion: { fast: '150ms', normal: '250ms', slow: '400ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} as const;

export type Theme = typeof theme;

/**
 * The side padding that puts a full-width block's content in the page column: the column is
 * `layout.maxWidth` wide and centred, with at least `space[4]` to the screen's edges, so the
 * header, the hero and every section start at the same left edge.
 */
export const pageGutter = `max(${theme.space[4]}, calc((100% - ${theme.layout.maxWidth}) / 2))`;

/** Media query helper: `${media.up('mobileMenu')} { ... }`. */
export const media = {
  up: (bp: keyof Theme['breakpoint']) => `@media (min-width: ${theme.breakpoint[bp]})`,
  down: (bp: keyof Theme['breakpoint']) => `@media (max-width: calc(${theme.breakpoint[bp]} - 0.02px))`,
};
