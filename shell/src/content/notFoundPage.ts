// The not-found page's copy: apart from the other status pages' (whose copy comes with every page),
// so it loads only with the not-found page.
import { MAIN_PAGE_LINKS } from './mainPageLinks';

export const notFound = {
  title: 'Page not found',
  text: 'Sorry, we could not find that page. It may have moved, or the address may have a typo.',
  action: 'Go to Home',
  linksTitle: 'Where would you like to go?',
  links: MAIN_PAGE_LINKS,
};
