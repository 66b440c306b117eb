// Copy of the site's own status screens: the Launching Soon page (/ai), the Not Found page, and
// the frame shown while a remote's screen loads or when it cannot be loaded.
import { MAIN_PAGE_LINKS } from './mainPageLinks';

export const launchingSoon = {
  title: 'Launching Soon',
  text: 'We are working on something new for our students. Please check again after sometime.',
  action: 'Back to Home',
};

export const remoteFrame = {
  loading: (label: string) => `Loading ${label}…`,
  failureTitle: (label: string) => `Sorry, the ${label} section could not be loaded.`,
  failureText: 'Please check your connection and try again. The rest of the site still works.',
  retry: 'Retry',
};

export const pageFailure = {
  title: 'Sorry, something went wrong on this page.',
  text: 'Reloading the page usually fixes it. If it happens again, please contact us.',
  action: 'Reload the page',
};

/** The offline screen (served by the service worker for a page this device has not kept). */
export const offline = {
  metaTitle: 'Offline',
  title: 'You are offline',
  text: 'This page has not been saved on this device yet, so it needs a connection. The pages you have opened before still work offline.',
  action: 'Go to Home',
  linksTitle: 'Where would you like to go?',
  links: MAIN_PAGE_LINKS,
};
