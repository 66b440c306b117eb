import { theme } from '@academy/shared';
// Swiper types its stylesheets as side-effect imports; our build loads .css as text (asset/source).
// @ts-expect-error default export of a .css file is its text
import swiperCss from 'swiper/css';
// @ts-expect-error default export of a .css file is its text
import paginationCss from 'swiper/css/pagination';
// @ts-expect-error default export of a .css file is its text
import fadeCss from 'swiper/css/effect-fade';

/**
 * Swiper's own stylesheets, less their `:root` and `:host` rules: a rule on the document's root
 * restyles the whole page the moment a carousel mounts, and swiper then measures its slides, so
 * that restyle would land in the same long task. Every other rule names swiper's own classes; its
 * one root setting, the theme colour, is set on `.swiper`.
 */
const swiperRules =
  `.swiper{--swiper-theme-color:${theme.color.primary}}\n${swiperCss as string}\n${paginationCss as string}\n${fadeCss as string}`.replace(
    /:(?:root|host)\s*\{[^}]*\}/g,
    '',
  );

/**
 * Swiper's stylesheets, put in the page's head by React once however many carousels render them.
 * The browser parses them as they are: static CSS gains nothing from styled-components.
 */
export function SwiperStyles() {
  return (
    <style href="swiper" precedence="default">
      {swiperRules}
    </style>
  );
}
