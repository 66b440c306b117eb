// An achievement row of the store: [id used in the route, title, subtitle, image file name].
import { isSampleCertificate } from '@academy/shared';

export interface Achievement {
  id: string;
  title: string;
  subtitle: string;
  imageFile: string;
}

/** Intrinsic size of the certificate pictures, so the page reserves their space before they load. */
export const ACHIEVEMENT_IMAGE = { width: 800, height: 600 } as const;

/** Rows with an id and an image become achievements; incomplete rows are left out. */
export function toAchievements(rows: readonly (readonly string[])[] | undefined): Achievement[] {
  return (rows ?? [])
    .map(([id = '', title = '', subtitle = '', imageFile = '']) => ({ id: id.trim(), title: title.trim(), subtitle: subtitle.trim(), imageFile: imageFile.trim() }))
    .filter((a) => a.id !== '' && a.imageFile !== '');
}

/** The achievement whose first column equals the route parameter, if any. */
export function findAchievement(achievements: readonly Achievement[], id: string | undefined): Achievement | undefined {
  return id === undefined ? undefined : achievements.find((a) => a.id === id);
}

/** The image's address: the configured image base URL joined with the row's file name. */
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
