// Copy of the application page beside the form.

export const CAREER_REGISTRATION_TITLE = 'Career Registration';
export const CAREER_REGISTRATION_LEAD =
  'Tell us a little about yourself and the subject you teach or support best. It takes about two minutes.';

export const APPLICATION_STEPS: readonly { title: string; description: string }[] = [
  { title: 'Apply', description: 'Send the form; you receive your application number at once and by e-mail.' },
  { title: 'Talk to us', description: 'If your profile fits, we call you on the number you gave to arrange an interview.' },
  { title: 'Show us', description: 'Trainers give a short demo class; coordinators meet the team that they would support.' },
];

export const SUCCESS_TITLE = 'Your Application is submitted successfully!';
