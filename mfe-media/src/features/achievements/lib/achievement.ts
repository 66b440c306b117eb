import type { AchievementRecord } from '@academy/contracts/records';

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
 * Whether the picture is a certificate the academy drew (an SVG, which carries the student's
 * name and award in it) rather than a photo staff uploaded (the office stores only JPEG, PNG or
 * WebP). A certificate's page hides its repeated text visually, keeping it for screen readers.
 */
export const isCertificate = (achievement: Achievement): boolean => /\.svg$/i.test(achievement.imageFile);

/** The gallery's link to one achievement. */
export const achievementPath = (id: string) => `/achievements/${encodeURIComponent(id)}`;
