export { PageMeta } from './PageMeta';
export { JsonLd } from './JsonLd';
export { ROUTE_META, NOT_FOUND_META, REVIEW_TOPICS, ROUTE_ALIASES, COURSE_PAGE_TITLES } from './routes';
export { organizationJsonLd, courseJsonLd, eventJsonLd } from './structuredData';
