// The public pages' titles and descriptions, as search engines and link previews show them, by
// page key (ROUTE_META.tournament). Read from the site manifest (contracts/src/site/site.ts), where
// each page is declared once with its path and owner.
import { PAGES } from '@academy/contracts/site';

export { REVIEW_TOPICS } from '@academy/contracts/site';

export interface RouteMeta {
  /** The canonical path; aliases of the page point here. */
  path: string;
  /** The page's own title; the product name is appended by <PageMeta>. */
  title: string;
  description: string;
  /** Label of the page in a breadcrumb trail. */
  crumb: string;
}

type TitledPage = Extract<(typeof PAGES)[number], { title: string }>;
export type RouteKey = TitledPage['key'];

const titled = PAGES.filter((page): page is TitledPage => 'title' in page);

export const ROUTE_META = Object.fromEntries(
  titled.map(({ key, path, title, description, crumb }) => [key, { path, title, description, crumb }]),
) as { readonly [K in RouteKey]: RouteMeta };

/** Paths served by the same page as a canonical route (they point their canonical link at it). */
export const ROUTE_ALIASES: Readonly<Record<string, RouteKey>> = Object.fromEntries(
  titled.flatMap((page) => ('aliases' in page ? page.aliases : []).map((alias) => [alias, page.key])),
);

/** The not-found page: never listed, never canonical. */
export const NOT_FOUND_META = {
  title: 'Page Not Found',
  description: 'The page you were looking for does not exist. Find our courses, tournaments and free demo class from the home page.',
} as const;

/** Titles of the pages made for each course from its name. */
export const COURSE_PAGE_TITLES = {
  course: (label: string) => `${label} Classes for Kids Online`,
  reviews: (label: string) => `Parent Reviews of Our ${label} Classes`,
} as const;
