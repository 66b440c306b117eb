/// <reference path="./images.d.ts" />
import { useEffect } from 'react';
import { useConfig } from '../config/ConfigContext';
import { JsonLd } from './JsonLd';
import { ROUTE_META } from './routes';
import { absoluteUrl, breadcrumbJsonLd } from './structuredData';
import type { JsonLdBlock } from './structuredData';
import defaultImage from './og-image.png';

/** The tags PageMeta owns; copies of them React did not render are stale. */
const OWNED_TAGS =
  'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]';

/**
 * Removes the template's generic title and description and the tags a prerendered page
 * carried in <head> that React did not take over, so each tag is there once.
 */
function removeStaticCopies() {
  document.head.querySelectorAll(OWNED_TAGS).forEach((node) => {
    if (!Object.keys(node).some((key) => key.startsWith('__react'))) node.remove();
  });
}

export interface PageMetaProps {
  /** The page's own title; " | <product>" is appended. */
  title: string;
  description: string;
  /** Canonical path; left out only by the not-found page, which is then marked noindex. */
  path?: string;
  /** Preview image (an imported asset URL or an absolute URL); the site's card by default. */
  image?: string;
  /** Label of this page in the breadcrumb trail (its title by default). */
  crumb?: string;
  /**
   * Parent pages of a nested route below Home, outermost first: adds a BreadcrumbList from Home
   * ending here (an empty list for a nested path whose only page above it is Home).
   */
  parents?: readonly { crumb: string; path: string }[];
  /** Further schema.org blocks of the page (a course, the tournaments). */
  jsonLd?: readonly JsonLdBlock[];
}

/**
 * Title, description, canonical link, Open Graph and Twitter card tags of one route. React
 * hoists them into <head>; static copies there step aside.
 */
export function PageMeta({ title, description, path, image = defaultImage, crumb, parents, jsonLd = [] }: PageMetaProps) {
  const config = useConfig();
  const fullTitle = `${title} | ${config.product}`;
  const url = path === undefined ? undefined : absoluteUrl(config.siteUrl, path);
  const imageUrl = absoluteUrl(config.siteUrl, image);
  const trail =
    path !== undefined && parents
      ? [
          { name: ROUTE_META.home.crumb, path: '/' },
          ...parents.map((p) => ({ name: p.crumb, path: p.path })),
          { name: crumb ?? title, path },
        ]
      : undefined;

  useEffect(removeStaticCopies, []);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={config.product} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={imageUrl} />
      {url && <meta property="og:url" content={url} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {trail && <JsonLd data={breadcrumbJsonLd(config, trail)} />}
      {jsonLd.map((block, index) => (
        <JsonLd key={index} data={block} />
      ))}
    </>
  );
}
