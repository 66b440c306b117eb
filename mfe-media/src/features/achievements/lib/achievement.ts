import type { AchievementRecord } from '@academy/contracts/records';
import { isSampleCertificate } from '@academy/contracts/sample-achievements';

/** One achievement of the gallery: its page's address (`id`), what it says and its picture's file name. */
export type Achievement = AchievementRecord;

/** Intrinsic size of the certificate pictures, so the page reserves their space before they load. */
export const ACHIEVEMENT_IMAGE = { width: 800, height: 600 } as const;

/** The records with an address and a picture; one without either could not be shown or opened. */
export function toAchievements(records: readonly AchievementRecord[]): Achievement[] {
  return records.filter((a) => a.id.trim() !== '' && a.imageFile.trim() !== '');
}

/** The achievement whose id equals the route parameter, if any. */
export function findAchievement(achievements: readonly Achievement[], id: string | undefined): Achievement | undefined {
  return id === undefined ? undefined : achievements.find((a) => a.id === id);
}

/** The image's address: the configured image base URL joined with the achievement's file name. */
export function achievementImageUrl(imageBaseUrl: string, imageFile: string): string {
  const base = imageBaseUrl.endsWith('/') ? imageBaseUrl : `${imageBaseUrl}/`;
  return `${base}${encodeURIComponent(imageFile)}`;
}

/**
 * Whether the picture is a certificate the seed drew (which carries the student's name and award
 * in it), known by the sample's id and the seed's own file, not by the file's extension
 * (@academy/contracts' sample achievements). The gallery draws such a card as a certificate in the
 * page's own type; the detail page hides the repeated award line visually.
 */
export const isCertificate = (achievement: Achievement): boolean => isSampleCertificate(achievement);

/** The gallery's link to one achievement. */
export const achievementPath = (id: string) => `/achievements/${encodeURIComponent(id)}`;
