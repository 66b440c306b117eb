// Every route of the site (docs/product.md) with the heading that shows it rendered.
export const ROUTES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /Learn Online with GFI Classes/ },
  { path: '/chess', heading: /Learn Online with GFI Classes/ },
  { path: '/courses', heading: /All Courses/ },
  { path: '/courses/chess', heading: /chess/i },
  { path: '/tournament', heading: /Chess Tournaments/ },
  { path: '/chess/tournament', heading: /Chess Tournaments/ },
  { path: '/courses/chess/tournament', heading: /Chess Tournaments/ },
  { path: '/about', heading: /About Us/ },
  { path: '/contact', heading: /Contact Us/ },
  { path: '/registration', heading: /Student Registration/ },
  { path: '/register', heading: /Student Registration/ },
  { path: '/ai', heading: /Launching Soon/ },
  { path: '/reviews', heading: /Chess Reviews/ },
  { path: '/reviews/conceptualmath', heading: /Conceptual Math Reviews/ },
  { path: '/careers', heading: /Openings|Careers/ },
  { path: '/careers/career-registration', heading: /Career Registration/ },
  { path: '/payment', heading: /Payment/ },
  { path: '/achievements', heading: /Achievements/ },
  { path: '/puzzles', heading: /Puzzle/ },
  { path: '/tools/time-converter', heading: /Time Converter/ },
  { path: '/no-such-page', heading: /Page not found/ },
];

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
