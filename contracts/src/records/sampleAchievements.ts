// The sample achievements the API's seed stores, each with a certificate it draws
// (api/src/seed/achievementSeed.ts), and the site's way to know those certificates: by id and the
// seed's own file name, never by the file's extension (a staff upload could be any picture).
// docs/decisions/achievement-certificates.md.

export interface SampleAchievement {
  /** The achievement's id (its page's address). */
  id: string;
  name: string;
  subtitle: string;
  /** The day the award was given (YYYY-MM-DD), printed on the certificate. */
  awarded: string;
}

export const SAMPLE_ACHIEVEMENTS: readonly SampleAchievement[] = [
  { id: 'aarav-sharma', name: 'Aarav Sharma', subtitle: 'Winner, Under-10 Rapid Chess Open', awarded: '2026-08-16' },
  { id: 'diya-patel', name: 'Diya Patel', subtitle: 'Abacus Level 4 Champion', awarded: '2026-07-27' },
  { id: 'kabir-rao', name: 'Kabir Rao', subtitle: 'First Python game published', awarded: '2026-07-05' },
  { id: 'ananya-iyer', name: 'Ananya Iyer', subtitle: 'Gold medal, Mental Math Olympiad', awarded: '2026-06-21' },
  { id: 'vihaan-gupta', name: 'Vihaan Gupta', subtitle: 'Rated 1400 on his first FIDE list', awarded: '2026-06-01' },
  { id: 'meera-nair', name: 'Meera Nair', subtitle: 'Vedic Math speed round, 1st place', awarded: '2026-05-17' },
  { id: 'arjun-singh', name: 'Arjun Singh', subtitle: 'Runner-up, Academy Blitz Arena', awarded: '2026-04-26' },
  { id: 'isha-kulkarni', name: 'Isha Kulkarni', subtitle: 'Conceptual Math certificate with distinction', awarded: '2026-03-29' },
  { id: 'rohan-mehta', name: 'Rohan Mehta', subtitle: 'Scratch coding showcase winner', awarded: '2026-03-08' },
];

/** The file the seed draws a sample achievement's certificate into. */
export const sampleCertificateFile = (id: string): string => `${id}.svg`;

const SAMPLE_IDS = new Set(SAMPLE_ACHIEVEMENTS.map((achievement) => achievement.id));

/**
 * Whether an achievement shows a certificate the seed drew: one of the sample ids, with the seed's
 * own file. A picture staff uploaded in its place has another name, so it is not taken for one.
 */
export function isSampleCertificate(achievement: { id: string; imageFile: string }): boolean {
  return SAMPLE_IDS.has(achievement.id) && achievement.imageFile === sampleCertificateFile(achievement.id);
}
