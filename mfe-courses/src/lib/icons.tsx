// The small line icons of the course pages' "What you'll Learn" and "Benefits" cards.
// Content files name an icon; this is the one place that draws it.

const PATHS = {
  target:
    'M12 2a10 10 0 1 0 10 10A10 10 0 0 0 12 2zm0 18a8 8 0 1 1 8-8 8 8 0 0 1-8 8zm0-14a6 6 0 1 0 6 6 6 6 0 0 0-6-6zm0 10a4 4 0 1 1 4-4 4 4 0 0 1-4 4zm0-6a2 2 0 1 0 2 2 2 2 0 0 0-2-2z',
  puzzle:
    'M20.5 11H19V7a2 2 0 0 0-2-2h-4V3.5a2.5 2.5 0 0 0-5 0V5H4a2 2 0 0 0-2 2v3.8h1.5a2.7 2.7 0 0 1 0 5.4H2V20a2 2 0 0 0 2 2h3.8v-1.5a2.7 2.7 0 0 1 5.4 0V22H17a2 2 0 0 0 2-2v-4h1.5a2.5 2.5 0 0 0 0-5z',
  trophy:
    'M19 5h-2V3H7v2H5a2 2 0 0 0-2 2v1a5 5 0 0 0 4.4 5 5 5 0 0 0 3.6 3V19H7v2h10v-2h-4v-3a5 5 0 0 0 3.6-3A5 5 0 0 0 21 8V7a2 2 0 0 0-2-2zM5 8V7h2v3.8A3 3 0 0 1 5 8zm14 0a3 3 0 0 1-2 2.8V7h2z',
  brain:
    'M15.5 2A3.5 3.5 0 0 0 12 4.1 3.5 3.5 0 0 0 6.3 5 3.5 3.5 0 0 0 4 11a3.5 3.5 0 0 0 1.5 6.1A3.5 3.5 0 0 0 12 19.9a3.5 3.5 0 0 0 6.5-2.8A3.5 3.5 0 0 0 20 11a3.5 3.5 0 0 0-2.3-6A3.5 3.5 0 0 0 15.5 2zM11 18a1.5 1.5 0 0 1-3 0v-1h3zm0-3H7a1.5 1.5 0 0 1 0-3h4zm0-5H8a1.5 1.5 0 0 1 0-3h3zm5 8a1.5 1.5 0 0 1-3 0v-1h3zm1-3h-4v-3h4a1.5 1.5 0 0 1 0 3zm-1-5h-3V7h3a1.5 1.5 0 0 1 0 3z',
  clock: 'M12 2a10 10 0 1 0 10 10A10 10 0 0 0 12 2zm0 18a8 8 0 1 1 8-8 8 8 0 0 1-8 8zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7z',
  book: 'M18 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zM6 4h5v8l-2.5-1.5L6 12z',
  code: 'M9.4 16.6 4.8 12l4.6-4.6L8 6l-6 6 6 6zm5.2 0 4.6-4.6-4.6-4.6L16 6l6 6-6 6z',
  chart: 'M5 9.2h3V19H5zM10.6 5h2.8v14h-2.8zm5.6 8H19v6h-2.8z',
  shield: 'M12 1 3 5v6c0 5.6 3.8 10.7 9 12 5.2-1.3 9-6.4 9-12V5zm-2 16-4-4 1.4-1.4 2.6 2.6 6.6-6.6L18 9z',
  users:
    'M16 11a3 3 0 1 0-3-3 3 3 0 0 0 3 3zm-8 0a3 3 0 1 0-3-3 3 3 0 0 0 3 3zm0 2c-2.3 0-7 1.2-7 3.5V19h14v-2.5C15 14.2 10.3 13 8 13zm8 0h-1a4.2 4.2 0 0 1 2 3.5V19h6v-2.5c0-2.3-4.7-3.5-7-3.5z',
  lightbulb: 'M9 21a1 1 0 0 0 1 1h4a1 1 0 0 0 1-1v-1H9zm3-19a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2z',
  calculator:
    'M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-5.9 4.9 1-1 1.4 1.4 1.4-1.4 1 1-1.4 1.4 1.4 1.4-1 1-1.4-1.4-1.4 1.4-1-1 1.4-1.4zM6.2 7.7h5v1.5h-5zM11.5 16h-2v2H8v-2H6v-1.5h2v-2h1.5v2h2zm6.5 1.3h-5v-1.5h5zm0-2.5h-5v-1.5h5z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 28 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
