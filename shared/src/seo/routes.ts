// The public pages of the site: path, title and description of each, as search engines and
// link previews show them. The shell's route table, every page's <PageMeta> and the sitemap
// (shell/scripts/write-seo-files.mjs, which reads this file in Node) all use it, so a page is
// added in one place. Plain data with no imports, so Node can load it on its own.

export interface RouteMeta {
  /** The canonical path; aliases of the page point here. */
  path: string;
  /** The page's own title; the product name is appended by <PageMeta>. */
  title: string;
  description: string;
  /** Label of the page in a breadcrumb trail. */
  crumb: string;
}

export const ROUTE_META = {
  home: {
    path: '/',
    title: 'Online Chess, Coding, Abacus & Math Classes for Kids',
    description: 'Live online classes in chess, coding, abacus, conceptual math and vedic math for children and teens, with certified trainers, tournaments and a free demo class.',
    crumb: 'Home',
  },
  chess: {
    path: '/chess',
    title: 'Chess Academy for Kids: Classes, Tournaments & Puzzles',
    description: 'Learn chess online with FIDE-rated coaches: structured levels, monthly tournaments, a daily puzzle and a free demo class for your child.',
    crumb: 'Chess',
  },
  courses: {
    path: '/courses',
    title: 'All Courses',
    description: 'Five live online courses for children and teens: chess, coding, abacus, conceptual math and vedic math. Compare them and book a free demo.',
    crumb: 'Courses',
  },
  tournament: {
    path: '/tournament',
    title: 'Chess Tournaments Schedule',
    description: 'Upcoming online chess tournaments for our students, with start times in India Standard Time and your own time zone, live status and group links.',
    crumb: 'Tournaments',
  },
  about: {
    path: '/about',
    title: 'About Us',
    description: 'Who we are, our mission and why parents choose our live online classes in chess, coding, abacus and math for their children.',
    crumb: 'About',
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    description: 'Call, e-mail or message us about classes, fees, timings or a free demo. Our address and support hours are here too.',
    crumb: 'Contact',
  },
  registration: {
    path: '/registration',
    title: 'Book a Free Demo Class',
    description: 'Register your child for a free live demo class in chess, coding, abacus, conceptual math or vedic math in under a minute.',
    crumb: 'Registration',
  },
  ai: {
    path: '/ai',
    title: 'AI Learning Tools: Launching Soon',
    description: 'Our AI learning tools for students are launching soon. Meanwhile explore our live classes and book a free demo.',
    crumb: 'AI Tools',
  },
  reviews: {
    path: '/reviews',
    title: 'Parent Reviews of Our Chess Classes',
    description: 'What parents say about our live online chess classes: progress, coaches and tournaments, in their own words.',
    crumb: 'Reviews',
  },
  careers: {
    path: '/careers',
    title: 'Careers: Teach With Us',
    description: 'Open positions for chess, coding, abacus and math trainers who teach children live online. See the roles and apply.',
    crumb: 'Careers',
  },
  careerRegistration: {
    path: '/careers/career-registration',
    title: 'Apply to Teach With Us',
    description: 'Send us your application to join our team of online trainers: your details, subject, experience and résumé link.',
    crumb: 'Apply',
  },
  payment: {
    path: '/payment',
    title: 'Pay Fees',
    description: 'Pay course fees by UPI QR code, a UPI app or PayPal, with the payee details to check before you pay.',
    crumb: 'Payment',
  },
  achievements: {
    path: '/achievements',
    title: 'Student Achievements',
    description: 'Certificates, medals and tournament results our students have earned, with a page and a shareable link for each.',
    crumb: 'Achievements',
  },
  puzzles: {
    path: '/puzzles',
    title: 'Daily Chess Puzzle',
    description: 'A new chess puzzle every day: find the best move, check your answer and come back tomorrow for the next one.',
    crumb: 'Daily Puzzle',
  },
  timeConverter: {
    path: '/tools/time-converter',
    title: 'Time Converter: Class Times in IST and Your Time Zone',
    description: 'Turn our class and tournament times in India Standard Time into your own time, in the US, Canada, the UK, Australia, the Gulf and more, or your time into IST, with daylight saving handled.',
    crumb: 'Time Converter',
  },
} as const satisfies Record<string, RouteMeta>;

export type RouteKey = keyof typeof ROUTE_META;

/** The not-found page: never listed, never canonical. */
export const NOT_FOUND_META = {
  title: 'Page Not Found',
  description: 'The page you were looking for does not exist. Find our courses, tournaments and free demo class from the home page.',
} as const;

/** Course topics with their own reviews page besides the default (chess, served at /reviews). */
export const REVIEW_TOPICS = ['conceptualmath'] as const;

/** Paths served by the same page as a canonical route (they point their canonical link at it). */
export const ROUTE_ALIASES: Readonly<Record<string, RouteKey>> = {
  '/register': 'registration',
  '/chess/tournament': 'tournament',
  '/courses/chess/tournament': 'tournament',
};

/** Titles of the pages made for each course from its name. */
export const COURSE_PAGE_TITLES = {
  course: (label: string) => `${label} Classes for Kids Online`,
  reviews: (label: string) => `Parent Reviews of Our ${label} Classes`,
} as const;
