import { PAGES, pathsOf } from '@academy/contracts/site';
import type { PageEntry, PageKey } from '@academy/contracts/site';

// Every prerendered page of the site manifest at each of its paths (the course pages by one
// course), with the heading that shows it rendered; then an unknown path. A page added to the
// manifest needs its heading here, or this file does not compile.

type Prerendered = Exclude<PageKey, 'achievement' | 'demo' | 'versions'>;

const HEADINGS: Record<Prerendered, RegExp> = {
  home: /Learn Online with GFI Classes/,
  chess: /Learn Online with GFI Classes/,
  courses: /All Courses/,
  course: /chess/i,
  tournament: /Chess Tournaments/,
  about: /About Us/,
  contact: /Contact Us/,
  privacy: /Privacy Notice/,
  refunds: /Refunds and cancellations/,
  terms: /Terms of use/,
  registration: /Student Registration/,
  ai: /Launching Soon/,
  reviews: /Chess Reviews/,
  reviewTopic: /Conceptual Math Reviews/,
  careers: /Openings|Careers/,
  careerRegistration: /Career Registration/,
  payment: /Payment/,
  achievements: /Achievements/,
  puzzles: /Puzzle/,
  timeConverter: /Time Converter/,
};

export const ROUTES: { path: string; heading: RegExp }[] = [
  ...(PAGES as readonly PageEntry[])
    .filter((page) => page.prerender !== false)
    .flatMap((page) =>
      pathsOf(page.key as PageKey, { course: ['chess'] }).map((path) => ({ path, heading: HEADINGS[page.key as Prerendered] })),
    ),
  { path: '/no-such-page', heading: /Page not found/ },
];

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
