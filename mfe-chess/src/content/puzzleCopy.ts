// The daily puzzle page's words.

export const PUZZLE_TITLE = 'Daily Puzzle';
export const PUZZLE_INTRO = 'A new chess or maths puzzle every day. Think it through, then choose one answer: you get one try.';
export const PUZZLE_EMPTY = 'Sorry, No Puzzle Available. Please check again after sometime.';
export const PUZZLE_FAILED = "We could not load today's puzzle. Please check your connection and try again.";
export const PUZZLE_LOADING = 'Loading the puzzle…';
/** Offline, above the copy last fetched: "Offline: showing the puzzles as of …". */
export const PUZZLE_KEPT = 'the puzzles';
export const puzzleHeading = (date: string) => `Puzzle of ${date}`;
export const OPTIONS_LABEL = 'Choose your answer';
export const CORRECT_ANSWER = '✅ Correct Answer!';
export const INCORRECT_ANSWER = '❌ Incorrect Answer!';
export const EXPLANATION_HEADING = 'Explanation';
export const YOUR_ANSWER = '(your answer)';

export const ENROL_SIDE = {
  heading: 'Want to solve puzzles like a champion?',
  text: 'Our trainers turn daily puzzles into real skills: tactics, calculation and calm thinking, in live online classes for children and teens.',
  link: 'Enroll Here',
  to: '/registration',
} as const;
