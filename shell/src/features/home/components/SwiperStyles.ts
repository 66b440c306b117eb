import { createGlobalStyle } from 'styled-components';
// Swiper types its stylesheets as side-effect imports; our build loads .css as text (asset/source).
// @ts-expect-error default export of a .css file is its text
import swiperCss from 'swiper/css';
// @ts-expect-error default export of a .css file is its text
import paginationCss from 'swiper/css/pagination';

/** Swiper's own stylesheets, injected once through styled-components (no CSS loader in the build). */
export const SwiperStyles = createGlobalStyle`
  ${swiperCss as string}
  ${paginationCss as string}
`;
