import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Row } from '../store/Store';

// Sample achievements and their pictures. The pictures are SVG certificates drawn here, so
// nothing is downloaded and every file is ours to serve.

interface Achievement {
  id: string;
  name: string;
  subtitle: string;
  hue: number;
}

const ACHIEVEMENTS: readonly Achievement[] = [
  { id: 'aarav-sharma', name: 'Aarav Sharma', subtitle: 'Winner, Under-10 Rapid Chess Open', hue: 210 },
  { id: 'diya-patel', name: 'Diya Patel', subtitle: 'Abacus Level 4 Champion', hue: 330 },
  { id: 'kabir-rao', name: 'Kabir Rao', subtitle: 'First Python game published', hue: 140 },
  { id: 'ananya-iyer', name: 'Ananya Iyer', subtitle: 'Gold medal, Mental Math Olympiad', hue: 45 },
  { id: 'vihaan-gupta', name: 'Vihaan Gupta', subtitle: 'Rated 1400 on his first FIDE list', hue: 260 },
  { id: 'meera-nair', name: 'Meera Nair', subtitle: 'Vedic Math speed round, 1st place', hue: 15 },
  { id: 'arjun-singh', name: 'Arjun Singh', subtitle: 'Runner-up, Academy Blitz Arena', hue: 190 },
  { id: 'isha-kulkarni', name: 'Isha Kulkarni', subtitle: 'Conceptual Math certificate with distinction', hue: 100 },
  { id: 'rohan-mehta', name: 'Rohan Mehta', subtitle: 'Scratch coding showcase winner', hue: 290 },
];

export function achievementRows(): Row[] {
  return ACHIEVEMENTS.map((a) => [a.id, a.name, a.subtitle, `${a.id}.svg`]);
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function certificateSvg(achievement: { name: string; subtitle: string; hue: number }): string {
  const initials = achievement.name.split(' ').map((part) => part[0] ?? '').join('');
  const { hue } = achievement;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,92%)"/><stop offset="1" stop-color="hsl(${hue},60%,78%)"/>
  </linearGradient></defs>
  <rect width="800" height="600" fill="url(#bg)"/>
  <rect x="24" y="24" width="752" height="552" rx="24" fill="none" stroke="hsl(${hue},55%,35%)" stroke-width="6"/>
  <circle cx="400" cy="210" r="96" fill="hsl(${hue},55%,40%)"/>
  <text x="400" y="240" font-family="Georgia, serif" font-size="84" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
  <text x="400" y="380" font-family="Georgia, serif" font-size="48" fill="hsl(${hue},50%,20%)" text-anchor="middle">${escapeXml(achievement.name)}</text>
  <text x="400" y="440" font-family="Helvetica, Arial, sans-serif" font-size="28" fill="hsl(${hue},40%,25%)" text-anchor="middle">${escapeXml(achievement.subtitle)}</text>
  <text x="400" y="530" font-family="Helvetica, Arial, sans-serif" font-size="20" fill="hsl(${hue},30%,30%)" text-anchor="middle">Certificate of Achievement</text>
</svg>
`;
}

/** Writes any missing picture; existing files (perhaps replaced by staff) are left alone. */
export function writeAchievementImages(imagesDir: string): void {
  mkdirSync(imagesDir, { recursive: true });
  for (const achievement of ACHIEVEMENTS) {
    const file = join(imagesDir, `${achievement.id}.svg`);
    if (!existsSync(file)) writeFileSync(file, certificateSvg(achievement));
  }
}
