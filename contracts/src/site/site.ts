// The site as data: every app (its folder, port and role), each remote's exposed modules, and
// every page (its path, aliases, owner, title and description, whether it is prerendered and in
// the sitemap). The shell's route table, each remote's federation exposes, the prerendered pages,
// the sitemap, the start and release scripts, the browser tests and the contract check all read
// this one file (docs/architecture.md, "The site manifest"). Adding a page or an app is one entry
// here plus its code.
//
// Plain data and pure functions with no imports, in TypeScript that only has types to erase, so
// Node 22 loads it as it is (`import … from 'contracts/src/site/site.ts'`).

export type AppRole = 'host' | 'remote' | 'app';

export interface AppEntry {
  /** The npm workspace package. */
  package: string;
  /** Its folder at the repository root. */
  dir: string;
  /** Its local port (npm start, the browser tests). */
  port: number;
  /** The federation host, a remote the host loads, or an app of its own outside the federation. */
  role: AppRole;
  /** A remote's federation name (also its key in remotes.json). */
  remote?: string;
  /** A remote's exposed modules: name → source file in its folder. */
  exposes?: Readonly<Record<string, string>>;
}

export const APPS = [
  { package: '@academy/shell', dir: 'shell', port: 3000, role: 'host' },
  {
    package: '@academy/mfe-courses',
    dir: 'mfe-courses',
    port: 3001,
    role: 'remote',
    remote: 'courses',
    exposes: {
      CoursesPage: './src/pages/CoursesPage.tsx',
      CourseDetailPage: './src/pages/CourseDetailPage.tsx',
      ReviewsPage: './src/pages/ReviewsPage.tsx',
      CourseCards: './src/widgets/CourseCards.tsx',
      CourseTabs: './src/widgets/CourseTabs.tsx',
      TeachersSection: './src/widgets/TeachersSection.tsx',
    },
  },
  {
    package: '@academy/mfe-enrolment',
    dir: 'mfe-enrolment',
    port: 3002,
    role: 'remote',
    remote: 'enrolment',
    exposes: {
      RegistrationPage: './src/pages/RegistrationPage.tsx',
      RegistrationForm: './src/widgets/RegistrationForm.tsx',
      CourseRequestForm: './src/widgets/CourseRequestForm.tsx',
      // The request form on the privacy notice: e-mails the academy's grievance officer.
      PrivacyRequestForm: './src/widgets/PrivacyRequestForm.tsx',
      // Sends a registration saved on the device, on a later visit to any page, and shows its number.
      SavedRegistrationNotice: './src/widgets/SavedRegistrationNotice.tsx',
      // A registration's free demo through its signed link: see, move or cancel it.
      DemoPage: './src/pages/DemoPage.tsx',
    },
  },
  {
    package: '@academy/mfe-chess',
    dir: 'mfe-chess',
    port: 3003,
    role: 'remote',
    remote: 'chess',
    exposes: {
      TournamentsPage: './src/pages/TournamentsPage.tsx',
      PuzzlePage: './src/pages/PuzzlePage.tsx',
      TimeConverterPage: './src/pages/TimeConverterPage.tsx',
    },
  },
  {
    package: '@academy/mfe-careers',
    dir: 'mfe-careers',
    port: 3004,
    role: 'remote',
    remote: 'careers',
    exposes: {
      CareersPage: './src/pages/CareersPage.tsx',
      CareerRegistrationPage: './src/pages/CareerRegistrationPage.tsx',
      // Sends an application saved on the device, on a later visit to any page, and shows its number.
      SavedApplicationNotice: './src/widgets/SavedApplicationNotice.tsx',
    },
  },
  {
    package: '@academy/mfe-media',
    dir: 'mfe-media',
    port: 3005,
    role: 'remote',
    remote: 'media',
    exposes: {
      AchievementsPage: './src/pages/AchievementsPage.tsx',
      AchievementDetailPage: './src/pages/AchievementDetailPage.tsx',
      PaymentPage: './src/pages/PaymentPage.tsx',
    },
  },
  // The staff office: served beside the site from its own origin, no part of the public site.
  { package: '@academy/office', dir: 'office', port: 3006, role: 'app' },
] as const satisfies readonly AppEntry[];

type Remote = Extract<(typeof APPS)[number], { role: 'remote' }>;
export type RemoteName = Remote['remote'];
/** The modules a remote exposes (of any of them, for a union of remotes). */
export type ExposeOf<R extends RemoteName> = R extends RemoteName ? keyof Extract<Remote, { remote: R }>['exposes'] & string : never;

/** A remote's build folder dist/<version>/ holds its entry and its federation manifest. */
export const ENTRY_FILE = 'remoteEntry.js';
export const MANIFEST_FILE = 'mf-manifest.json';

/** The version folder of a composed entry URL (…/<version>/remoteEntry.js), or null. */
export function versionOfEntry(entry: string): string | null {
  const segments = new URL(entry, 'http://localhost/').pathname.split('/');
  return segments.length >= 3 && segments.at(-1) === ENTRY_FILE ? segments.at(-2) || null : null;
}

/** The API's local port. */
export const API_PORT = 4000;

/** The shell's own pages (the shell maps each name to its component). */
export type ShellPage =
  'HomePage' | 'AboutPage' | 'ContactPage' | 'PrivacyPage' | 'RefundsPage' | 'TermsPage' | 'LaunchingSoonPage' | 'VersionsPage';

/** A set of values a route parameter takes when its pages are prerendered and listed. */
export type ParamSource = 'course' | 'reviewTopic';

/** Who renders a page: the shell, or a remote's exposed module inside the shell's frame. */
export type PageOwner =
  | { shell: ShellPage }
  | {
      [R in RemoteName]: { remote: R; expose: ExposeOf<R>; /** What the frame calls it while loading or failed. */ label: string };
    }[RemoteName];

export interface PageEntry {
  /** How code names the page (ROUTE_META.tournament). */
  key: string;
  /** The canonical path, or a pattern with one `:param`. */
  path: string;
  /** Other paths the same page answers; their canonical link points at `path`. */
  aliases?: readonly string[];
  owner: PageOwner;
  /** The page's own title (the product name is appended), description and breadcrumb label. */
  title?: string;
  description?: string;
  crumb?: string;
  /** For a path with a `:param`: the values it is prerendered and listed for. */
  each?: ParamSource;
  /** Prerendered into static HTML (default true) and listed in the sitemap (default: when prerendered). */
  prerender?: boolean;
  sitemap?: boolean;
}

export const PAGES = [
  {
    key: 'home',
    path: '/',
    owner: { shell: 'HomePage' },
    title: 'Online Chess, Coding, Abacus & Math Classes for Kids',
    description:
      'Live online classes in chess, coding, abacus, conceptual math and vedic math for children and teens, with certified trainers, tournaments and a free demo class.',
    crumb: 'Home',
  },
  {
    key: 'chess',
    path: '/chess',
    owner: { shell: 'HomePage' },
    title: 'Chess Academy for Kids: Classes, Tournaments & Puzzles',
    description:
      'Learn chess online with FIDE-rated coaches: structured levels, monthly tournaments, a daily puzzle and a free demo class for your child.',
    crumb: 'Chess',
  },
  {
    key: 'courses',
    path: '/courses',
    owner: { remote: 'courses', expose: 'CoursesPage', label: 'Courses' },
    title: 'All Courses',
    description:
      'Five live online courses for children and teens: chess, coding, abacus, conceptual math and vedic math. Compare them and book a free demo.',
    crumb: 'Courses',
  },
  {
    key: 'course',
    path: '/courses/:courseName',
    owner: { remote: 'courses', expose: 'CourseDetailPage', label: 'Course' },
    each: 'course',
  },
  {
    key: 'tournament',
    path: '/tournament',
    aliases: ['/chess/tournament', '/courses/chess/tournament'],
    owner: { remote: 'chess', expose: 'TournamentsPage', label: 'Tournaments' },
    title: 'Chess Tournaments Schedule',
    description:
      'Upcoming online chess tournaments for our students, with start times in India Standard Time and your own time zone, live status and group links.',
    crumb: 'Tournaments',
  },
  {
    key: 'about',
    path: '/about',
    owner: { shell: 'AboutPage' },
    title: 'About Us',
    description:
      'Who we are, our mission and why parents choose our live online classes in chess, coding, abacus and math for their children.',
    crumb: 'About',
  },
  {
    key: 'contact',
    path: '/contact',
    owner: { shell: 'ContactPage' },
    title: 'Contact Us',
    description: 'Call, e-mail or message us about classes, fees, timings or a free demo. Our address and support hours are here too.',
    crumb: 'Contact',
  },
  {
    key: 'privacy',
    path: '/privacy',
    owner: { shell: 'PrivacyPage' },
    title: 'Privacy Notice',
    description: 'What we collect about your child and you, why, how long we keep it, who sees it, and how to see, correct or erase it.',
    crumb: 'Privacy',
  },
  {
    key: 'refunds',
    path: '/refunds',
    owner: { shell: 'RefundsPage' },
    title: 'Refunds and Cancellations',
    description:
      'The free demo comes first; when a fee is refunded in full or in part, how a class we cancel is made good, and how to ask.',
    crumb: 'Refunds',
  },
  {
    key: 'terms',
    path: '/terms',
    owner: { shell: 'TermsPage' },
    title: 'Terms of Use',
    description: 'The terms on which we teach your child and take your payments: classes and the free demo, fees, refunds and conduct.',
    crumb: 'Terms',
  },
  {
    key: 'registration',
    path: '/registration',
    aliases: ['/register'],
    owner: { remote: 'enrolment', expose: 'RegistrationPage', label: 'Registration' },
    title: 'Book a Free Demo Class',
    description:
      'Register your child for a free live demo class in chess, coding, abacus, conceptual math or vedic math in under a minute.',
    crumb: 'Registration',
  },
  {
    key: 'ai',
    path: '/ai',
    owner: { shell: 'LaunchingSoonPage' },
    title: 'AI Learning Tools: Launching Soon',
    description: 'Our AI learning tools for students are launching soon. Meanwhile explore our live classes and book a free demo.',
    crumb: 'AI Tools',
  },
  {
    key: 'reviews',
    path: '/reviews',
    owner: { remote: 'courses', expose: 'ReviewsPage', label: 'Reviews' },
    title: 'Parent Reviews of Our Chess Classes',
    description: 'What parents say about our live online chess classes: progress, coaches and tournaments, in their own words.',
    crumb: 'Reviews',
  },
  {
    key: 'reviewTopic',
    path: '/reviews/:topic',
    owner: { remote: 'courses', expose: 'ReviewsPage', label: 'Reviews' },
    each: 'reviewTopic',
  },
  {
    key: 'careers',
    path: '/careers',
    owner: { remote: 'careers', expose: 'CareersPage', label: 'Careers' },
    title: 'Careers: Teach With Us',
    description: 'Open positions for chess, coding, abacus and math trainers who teach children live online. See the roles and apply.',
    crumb: 'Careers',
  },
  {
    key: 'careerRegistration',
    path: '/careers/career-registration',
    owner: { remote: 'careers', expose: 'CareerRegistrationPage', label: 'Career Registration' },
    title: 'Apply to Teach With Us',
    description: 'Send us your application to join our team of online trainers: your details, subject, experience and résumé link.',
    crumb: 'Apply',
  },
  {
    key: 'payment',
    path: '/payment',
    owner: { remote: 'media', expose: 'PaymentPage', label: 'Payment' },
    title: 'Pay Fees',
    description: 'Pay course fees by UPI QR code, a UPI app or PayPal, with the payee details to check before you pay.',
    crumb: 'Payment',
  },
  {
    key: 'achievements',
    path: '/achievements',
    owner: { remote: 'media', expose: 'AchievementsPage', label: 'Achievements' },
    title: 'Student Achievements',
    description: 'Certificates, medals and tournament results our students have earned, with a page and a shareable link for each.',
    crumb: 'Achievements',
  },
  // One page per achievement, made from the API's data at run time: not prerendered or listed.
  {
    key: 'achievement',
    path: '/achievements/:studentName',
    owner: { remote: 'media', expose: 'AchievementDetailPage', label: 'Achievement' },
    prerender: false,
  },
  {
    key: 'puzzles',
    path: '/puzzles',
    owner: { remote: 'chess', expose: 'PuzzlePage', label: 'Daily Puzzle' },
    title: 'Daily Chess Puzzle',
    description: 'A new chess puzzle every day: find the best move, check your answer and come back tomorrow for the next one.',
    crumb: 'Daily Puzzle',
  },
  {
    key: 'timeConverter',
    path: '/tools/time-converter',
    owner: { remote: 'chess', expose: 'TimeConverterPage', label: 'Time Converter' },
    title: 'Time Converter: Class Times in IST and Your Time Zone',
    description:
      'Turn our class and tournament times in India Standard Time into your own time, in the US, Canada, the UK, Australia, the Gulf and more, or your time into IST, with daylight saving handled.',
    crumb: 'Time Converter',
  },
  // A registration's free demo, opened from the link its e-mails carry: private, so neither
  // prerendered nor listed.
  {
    key: 'demo',
    path: '/demo/:token',
    owner: { remote: 'enrolment', expose: 'DemoPage', label: 'Free demo' },
    prerender: false,
  },
  // The composed remote versions of the running site, for whoever deploys it.
  { key: 'versions', path: '/__versions', owner: { shell: 'VersionsPage' }, prerender: false },
] as const satisfies readonly PageEntry[];

export type PageKey = (typeof PAGES)[number]['key'];

/** Course topics with their own reviews page besides the default (chess, served at /reviews). */
export const REVIEW_TOPICS = ['conceptualmath'] as const;

/** A path no page matches, rendered as the not-found page (404.html). */
export const NOT_FOUND_PATH = '/404';

// --- Derived views -------------------------------------------------------------------------

export const remoteApps = (): Remote[] => APPS.filter((app): app is Remote => app.role === 'remote');

/** The entry of the page `key`. */
export function pageOf(key: PageKey): PageEntry {
  return PAGES.find((page) => page.key === key) as PageEntry;
}

/** The pages `remote` shows, each with the module it exposes for it. */
export function pagesOfRemote(remote: RemoteName): Array<{ page: PageEntry; expose: string }> {
  return (PAGES as readonly PageEntry[]).flatMap((page) =>
    'remote' in page.owner && page.owner.remote === remote ? [{ page, expose: page.owner.expose }] : [],
  );
}

/** The values of each parameter source: the course slugs come from the catalogue. */
export interface ParamValues {
  course: readonly string[];
}

function expand(page: PageEntry, path: string, values: ParamValues): string[] {
  if (!page.each) return [path];
  const list = page.each === 'course' ? values.course : REVIEW_TOPICS;
  return list.map((value) => path.replace(/:\w+/, value));
}

const prerendered = (page: PageEntry) => page.prerender !== false;

/** The paths of the page `key` a build renders: the canonical one(s) first, then the aliases. */
export function pathsOf(key: PageKey, values: ParamValues = { course: [] }): string[] {
  const page = pageOf(key);
  return [page.path, ...(page.aliases ?? [])].flatMap((path) => expand(page, path, values));
}

/** Every path the shell prerenders into static HTML, aliases included. */
export function prerenderedPaths(values: ParamValues): string[] {
  return (PAGES as readonly PageEntry[]).filter(prerendered).flatMap((page) => pathsOf(page.key as PageKey, values));
}

/** The canonical paths of every public page, for the sitemap, in manifest order. */
export function sitemapPaths(values: ParamValues): string[] {
  return (PAGES as readonly PageEntry[])
    .filter((page) => page.sitemap ?? prerendered(page))
    .flatMap((page) => expand(page, page.path, values));
}
