// Links of the site chrome.
import { COURSES } from '@academy/shared';

export interface NavItem {
  label: string;
  to: string;
  /** Extra paths on which this link is marked active. */
  alsoActiveOn?: string[];
  end?: boolean;
}

export const courseLinks: NavItem[] = COURSES.map((course) => ({ label: course.label, to: course.route }));

export const topLinks: NavItem[] = [
  { label: 'Home', to: '/', end: true },
  { label: 'Courses', to: '/courses' },
  { label: 'Tournaments', to: '/tournament', alsoActiveOn: ['/chess/tournament', '/courses/chess/tournament'] },
  { label: 'Payment', to: '/payment' },
  { label: 'Achievements', to: '/achievements' },
  { label: 'Puzzles', to: '/puzzles' },
  { label: 'Contact Us', to: '/contact' },
];

export const registerLink: NavItem = { label: 'Register', to: '/registration' };

export const footerColumns: { title: string; links: NavItem[] }[] = [
  {
    title: 'Links',
    links: [
      { label: 'Home', to: '/' },
      { label: 'Register', to: '/registration' },
      { label: 'Courses', to: '/courses' },
      { label: 'Tournaments', to: '/tournament' },
      { label: 'Tools', to: '/tools/time-converter' },
      { label: 'Puzzles', to: '/puzzles' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
      { label: 'Careers', to: '/careers' },
      { label: 'Terms Of Policy', to: '/terms' },
      { label: 'Refunds', to: '/refunds' },
      { label: 'Privacy Policy', to: '/privacy' },
    ],
  },
];
