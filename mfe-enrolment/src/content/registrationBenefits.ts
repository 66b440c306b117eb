// The registration page's four benefits beside the form.

export interface Benefit {
  title: string;
  description: string;
  icon: 'online' | 'experts' | 'certificate' | 'trophy';
}

export const REGISTRATION_PAGE_TITLE = 'Student Registration';
export const REGISTRATION_PAGE_TAGLINE = 'Join Our Learning Community!';

export const REGISTRATION_BENEFITS: readonly Benefit[] = [
  {
    icon: 'online',
    title: 'Online courses',
    description: 'Live, interactive classes your child joins from home, at times that suit your family.',
  },
  {
    icon: 'experts',
    title: 'Learn from industry experts',
    description: 'Experienced trainers who teach with patience and share regular feedback with parents.',
  },
  {
    icon: 'certificate',
    title: 'Certification',
    description: 'A certificate for every level completed, to celebrate your child’s progress.',
  },
  {
    icon: 'trophy',
    title: 'Interactive tournaments and quizzes',
    description: 'Regular tournaments, quizzes and puzzles that keep learning exciting.',
  },
];
