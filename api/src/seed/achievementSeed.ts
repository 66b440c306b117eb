import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KNIGHT_PATH } from '@academy/contracts/logo-mark';
import { SAMPLE_ACHIEVEMENTS, sampleCertificateFile } from '@academy/contracts/records';
import type { AchievementRecord } from '@academy/contracts/records';

// Sample achievements and their pictures. The pictures are SVG certificates drawn here (the
// academy's logo mark, the student's name, the award, the date), so nothing is downloaded and
// every file is ours to serve. The text is set in fonts every system has: a picture shown by an
// <img> cannot use the page's web font.

// The sample achievements are a contract: the site knows their certificates by id.
const ACHIEVEMENTS = SAMPLE_ACHIEVEMENTS;

export function sampleAchievements(): AchievementRecord[] {
  return ACHIEVEMENTS.map((a) => ({ id: a.id, title: a.name, subtitle: a.subtitle, imageFile: sampleCertificateFile(a.id) }));
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The brand's colours (shared/src/theme/theme.ts): navy, orange, and a warm paper white.
const NAVY = '#1f3c88';
const ORANGE = '#c2410c';
const GOLD = '#d47206';
const PAPER = '#fffaf2';
const INK = '#1b1f2a';

/** Marks the pictures drawn here, so a later version may redraw them; a file staff put in their place has none. */
const SAMPLE_MARK_START = '<!-- academy sample certificate';
const SAMPLE_MARK = `${SAMPLE_MARK_START} v2 -->`;

// The academy's logo mark (shell/src/layout/LogoMark.tsx): a knight over an abacus rod, 64 × 64.
const LOGO_MARK =
  `<rect width="64" height="64" rx="16" fill="${NAVY}"/><path fill="#fff" d="${KNIGHT_PATH}"/>` +
  `<rect x="10" y="50" width="44" height="3" rx="1.5" fill="#fff"/><circle cx="20" cy="51.5" r="4.5" fill="${ORANGE}"/>` +
  `<circle cx="32" cy="51.5" r="4.5" fill="${ORANGE}"/><circle cx="44" cy="51.5" r="4.5" fill="#fff"/>`;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "16 August 2026", as an Indian certificate writes it. */
export function certificateDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/**
 * A line of text that never runs past `maxWidth`: a long name or award is condensed to fit
 * (the width estimate is generous for the fonts a browser substitutes).
 */
function fitted(text: string, attributes: string, fontSize: number, maxWidth: number): string {
  const estimate = text.length * fontSize * 0.56;
  const squeeze = estimate > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text ${attributes} font-size="${fontSize}"${squeeze}>${escapeXml(text)}</text>`;
}

/** A certificate of achievement, 800 × 600: the logo mark, the student's name, the award, the date and a seal. */
export function certificateSvg(achievement: { name: string; subtitle: string; awarded: string }, academy = 'GFI Academy'): string {
  const serif = `font-family="Georgia, 'Times New Roman', serif"`;
  const sans = `font-family="Nunito, 'Segoe UI', Helvetica, Arial, sans-serif"`;
  const corner = (x: number, y: number) => `<path d="M${x} ${y - 9}l9 9-9 9-9-9z" fill="${ORANGE}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">${SAMPLE_MARK}
<rect width="800" height="600" fill="${PAPER}"/>
<rect x="18" y="18" width="764" height="564" rx="6" fill="none" stroke="${NAVY}" stroke-width="12"/>
<rect x="38" y="38" width="724" height="524" rx="3" fill="none" stroke="${GOLD}" stroke-width="2"/>
${corner(38, 38)}${corner(762, 38)}${corner(38, 562)}${corner(762, 562)}
<g transform="translate(372 58) scale(.875)">${LOGO_MARK}</g>
<text x="400" y="150" ${sans} font-size="15" font-weight="700" letter-spacing="4" fill="${NAVY}" text-anchor="middle">${escapeXml(academy.toUpperCase())}</text>
<text x="400" y="198" ${serif} font-size="34" letter-spacing="2" fill="${NAVY}" text-anchor="middle">Certificate of Achievement</text>
<text x="400" y="238" ${sans} font-size="17" fill="#4b5563" text-anchor="middle">proudly presented to</text>
${fitted(achievement.name, `x="400" y="304" ${serif} font-style="italic" font-weight="700" fill="${INK}" text-anchor="middle"`, 54, 600)}
<path d="M210 326h380" stroke="${GOLD}" stroke-width="2"/>
<text x="400" y="364" ${sans} font-size="17" fill="#4b5563" text-anchor="middle">for</text>
${fitted(achievement.subtitle, `x="400" y="402" ${sans} font-weight="700" fill="${NAVY}" text-anchor="middle"`, 25, 620)}
<g ${sans} text-anchor="middle">
<text x="190" y="488" font-size="18" fill="${INK}">${escapeXml(certificateDate(achievement.awarded))}</text>
<path d="M110 502h160" stroke="${NAVY}" stroke-width="1.5"/><text x="190" y="524" font-size="14" fill="#4b5563">Date</text>
<text x="610" y="488" font-size="18" fill="${INK}">${escapeXml(academy)}</text>
<path d="M530 502h160" stroke="${NAVY}" stroke-width="1.5"/><text x="610" y="524" font-size="14" fill="#4b5563">Awarded by</text>
</g>
<g transform="translate(400 488)"><path d="M-22 20l-12 44 16-8 10 14 8-48zM22 20l12 44-16-8-10 14-8-48z" fill="${NAVY}"/>
<circle r="44" fill="${GOLD}"/><circle r="36" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="4 4"/>
<path d="M0-22l6.5 13.2 14.5 2.1-10.5 10.3 2.5 14.4L0 11.2-13 18l2.5-14.4L-21-6.7l14.5-2.1z" fill="#fff"/></g>
</svg>
`;
}

// The first version of these pictures (coloured initials) had no mark; this is how it began.
const FIRST_SAMPLE = /^<svg [^>]*width="800" height="600" viewBox="0 0 800 600">\s*<defs><linearGradient id="bg"/;

/** Ours to redraw: missing, or drawn by this seed (this or an earlier version), not a file staff put there. */
function isSample(file: string): boolean {
  if (!existsSync(file)) return true;
  const text = readFileSync(file, 'utf8');
  return text.includes(SAMPLE_MARK_START) || FIRST_SAMPLE.test(text);
}

/**
 * Writes each sample certificate that is missing or an older drawing of ours; a file staff
 * replaced (a photo under the same name, or any file without our mark) is left alone.
 */
export function writeAchievementImages(imagesDir: string): void {
  mkdirSync(imagesDir, { recursive: true });
  for (const achievement of ACHIEVEMENTS) {
    const file = join(imagesDir, sampleCertificateFile(achievement.id));
    if (!isSample(file)) continue;
    const svg = certificateSvg(achievement);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== svg) writeFileSync(file, svg);
  }
}
