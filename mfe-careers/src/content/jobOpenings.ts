// The openings shown on /careers. Each "Apply Now" leads to the one application form.

export interface JobOpening {
  /** Stable key, also used for the opening's heading id. */
  id: 'trainer' | 'client-coordinator';
  title: string;
  department: string;
  location: string;
  type: string;
  summary: string;
}

export const JOB_OPENINGS: readonly JobOpening[] = [
  {
    id: 'trainer',
    title: 'Trainer',
    department: 'Training and Development',
    location: 'Remote',
    type: 'Full Time/Part Time',
    summary: 'Teach live online classes to children and teens, plan lessons and share progress with parents.',
  },
  {
    id: 'client-coordinator',
    title: 'Client Coordinator',
    department: 'Client/Customer Relations',
    location: 'Remote/In Person',
    type: 'Full Time/Part Time',
    summary: 'Be the first point of contact for parents: book demo classes, answer questions and keep schedules on track.',
  },
];

export const CAREERS_PAGE_TITLE = 'Current Openings';
export const CAREERS_PAGE_LEAD =
  'Join a team that makes learning chess, coding and math a joy for children around the world. Pick an opening and apply in a few minutes.';
