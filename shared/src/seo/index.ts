export { PageMeta, type PageMetaProps } from './PageMeta';
export { JsonLd } from './JsonLd';
export { ROUTE_META, NOT_FOUND_META, REVIEW_TOPICS, ROUTE_ALIASES, COURSE_PAGE_TITLES, type RouteMeta, type RouteKey } from './routes';
export { absoluteUrl, organizationJsonLd, courseJsonLd, eventJsonLd, breadcrumbJsonLd, istIsoString, type JsonLdBlock } from './structuredData';
