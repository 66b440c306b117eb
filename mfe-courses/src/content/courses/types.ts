import type { CourseSlug } from '@academy/shared';
import type { IconName } from '../../lib/icons';

export interface Review {
  review: string;
  parentName: string;
  childName: string;
  /** 1 to 5. */
  stars: number;
}

export interface IconCard {
  title: string;
  description: string;
  icon: IconName;
}

/** A course page's content, keyed by slug (title, image and route come from the catalogue). */
export interface CourseRecord {
  slug: CourseSlug;
  description: string;
  features: readonly [string, string, string, string, string];
  ratings: number;
  learners: string;
  duration: string;
  learn: readonly IconCard[];
  /** The "Description" section, one string per paragraph. */
  courseDescription: readonly string[];
  benefits: readonly IconCard[];
  reviews: readonly Review[];
  /** Whether a "Read All" link leads to /reviews/{slug}. */
  readAllReviews: boolean;
  /** Whether a "View Tournaments" button is shown. */
  tournaments: boolean;
}
