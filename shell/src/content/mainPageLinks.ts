// The main pages, offered by the not-found and offline screens instead of a dead end.
export const MAIN_PAGE_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Courses', to: '/courses' },
  { label: 'Register for a free demo', to: '/registration' },
  { label: 'Tournaments', to: '/tournament' },
  { label: 'Daily Puzzle', to: '/puzzles' },
  { label: 'Achievements', to: '/achievements' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact Us', to: '/contact' },
] as const;
