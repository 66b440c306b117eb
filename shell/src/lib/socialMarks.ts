import { siFacebook, siInstagram, siTelegram, siWhatsapp, siX, siYoutube } from 'simple-icons';
import { theme } from '@academy/shared';

// The marks of the messaging and social services config.json may name, from simple-icons (CC0;
// docs/decisions/brand-marks.md), imported by name so the bundle keeps only these paths.

export interface ServiceMark {
  /** The 24 × 24 SVG path. */
  path: string;
  /** The brand's colour, as #rrggbb. */
  colour: string;
}

/** WhatsApp's light green is under 3:1 on white; its darker green (the chat button's) is its own too. */
const COLOUR_ON_WHITE: Record<string, string> = { whatsapp: theme.color.whatsapp };

const MARKS: Record<string, ServiceMark> = Object.fromEntries(
  [siWhatsapp, siInstagram, siFacebook, siYoutube, siX, siTelegram].map((icon) => {
    const key = icon.title.toLowerCase();
    return [key, { path: icon.path, colour: COLOUR_ON_WHITE[key] ?? `#${icon.hex}` }];
  }),
);

/**
 * A plain link glyph (two chain links), ours, for a service whose mark simple-icons does not carry
 * (LinkedIn asked for its mark to be removed from the set).
 */
const LINK_GLYPH: ServiceMark = {
  path: 'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0zM7.1 19.8a4.9 4.9 0 0 1-3.5-8.4l2.8-2.8a1 1 0 0 1 1.4 1.4L5 12.8a2.9 2.9 0 0 0 4.2 4.2l2.8-2.8a1 1 0 0 1 1.4 1.4l-2.8 2.8a4.9 4.9 0 0 1-3.5 1.4zM17.6 15.8a1 1 0 0 1-.7-1.7l2.8-2.8A2.9 2.9 0 0 0 15.5 7l-2.8 2.8a1 1 0 0 1-1.4-1.4l2.8-2.8a4.9 4.9 0 0 1 6.9 6.9l-2.8 2.8a1 1 0 0 1-.6.5z',
  colour: theme.color.primary,
};

/** The mark of the service named `label` ('WhatsApp', 'YouTube'), or the plain link glyph. */
export function serviceMark(label: string): ServiceMark {
  return MARKS[label.trim().toLowerCase()] ?? LINK_GLYPH;
}
