// Headings, button labels and messages of this remote's screens.

export const coursesPageText = {
  title: 'All Courses',
  intro:
    'Live, small-group online classes for children and teens, taught by experienced trainers. Pick a course to see what your child will learn.',
};

/** The link of every course card, on Home and on All Courses. */
export const courseCardText = { link: 'View Course' };

export const courseTabsText = {
  title: 'Explore Our Courses',
  tabListLabel: 'Courses',
  register: 'Register',
  details: 'Course details',
};

export const courseDetailText = {
  ratings: 'Ratings',
  learners: 'Learners',
  duration: 'Duration',
  learnTitle: "What you'll Learn",
  descriptionTitle: 'Description',
  benefitsTitle: 'Benefits',
  reviewsTitle: 'Ratings & Reviews',
  viewTournaments: 'View Tournaments',
  register: 'Register',
  readAll: 'Read All',
  share: 'Share',
  notFoundTitle: 'Course not found',
  notFound: "Sorry, we couldn't find that course. It may have moved, or the address may be mistyped.",
  notFoundLink: 'See all courses',
};

export const reviewsText = {
  title: (topic: string) => `${topic} Reviews`,
  fallbackTitle: 'Reviews',
  intro: (topic: string) => `What parents say about their children’s ${topic} classes with us.`,
  courseLink: (topic: string) => `See the ${topic} course`,
  empty: 'Sorry, No Reviews Available for this topic yet.',
  otherTopics: 'Read our reviews of',
};

/** The fee block of a course page. */
export const courseFeeText = {
  title: 'Fee',
  /** The hero's chip, for a course whose fee is not published. */
  chipNotPublished: 'After the free demo',
  /** What the chip reserves its place with while the fee loads (never shown). */
  chipPlaceholder: '₹00,000 / month',
  book: 'Book a free demo',
  failed: 'The fee could not be loaded just now.',
};

/** The teachers staff publish: on each course page (that course's) and on About (all of them). */
export const teachersText = {
  courseTitle: 'Meet Your Teachers',
  aboutTitle: 'Our Teachers',
  photoAlt: (name: string) => `Photo of ${name}`,
  teaches: 'Teaches',
  credentialLink: (label: string) => `${label} (opens the official profile)`,
};
