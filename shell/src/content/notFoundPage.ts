// The not-found page's copy: apart from the other status pages' (whose copy comes with every page),
// so it loads only with the not-found page.

export const notFound = {
  title: 'Page not found',
  text: 'Sorry, we could not find that page. It may have moved, or the address may have a typo.',
  action: 'Go to Home',
  /** The main pages, offered instead of a dead end. */
  linksTitle: 'Where would you like to go?',
  links: [
    { label: 'Home', to: '/' },
    { label: 'Courses', to: '/courses' },
    { label: 'Register for a free demo', to: '/registration' },
    { label: 'Tournaments', to: '/tournament' },
    { label: 'Daily Puzzle', to: '/puzzles' },
    { label: 'Achievements', to: '/achievements' },
    { label: 'About Us', to: '/about' },
    { label: 'Contact Us', to: '/contact' },
  ],
};
