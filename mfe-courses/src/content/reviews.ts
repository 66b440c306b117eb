// The full review lists behind "Read All" (/reviews/chess, /reviews/conceptualmath).
// Each course page shows the first three of its list.
import type { Review } from './courses/types';

export const CHESS_REVIEWS: readonly Review[] = [
  {
    review:
      'Aarav joined as a complete beginner and within six months he was solving mate-in-two puzzles on his own and playing in the weekend tournaments. The coach reviews every game with him and explains the mistakes patiently.',
    parentName: 'Priya Sharma',
    childName: 'Aarav, 9',
    stars: 5,
  },
  {
    review:
      'What I value most is how structured the levels are. Ishita knows exactly which openings and endgames she is working on, and her online rating has climbed steadily from 800 to 1250.',
    parentName: 'Rahul Mehta',
    childName: 'Ishita, 12',
    stars: 5,
  },
  {
    review:
      'My son used to lose interest in anything after a week. Chess classes have taught him to sit, think three moves ahead and accept a loss gracefully. His teachers at school have noticed the change in his focus.',
    parentName: 'Sneha Iyer',
    childName: 'Kabir, 8',
    stars: 5,
  },
  {
    review:
      'The small batch size means Dev gets real attention. The tactics homework on the practice platform is fun, and the monthly tournament gives him something to aim for.',
    parentName: 'Anil Kapoor',
    childName: 'Dev, 11',
    stars: 4,
  },
  {
    review:
      'We live in Dubai and the class timings still work for us. Myra has moved from the beginner level to intermediate and now teaches her younger brother the rules.',
    parentName: 'Farah Khan',
    childName: 'Myra, 10',
    stars: 5,
  },
  {
    review:
      'Clear feedback after every few classes on the messaging app, with the exact themes to practise. Reyansh won his first rated game last month and was over the moon.',
    parentName: 'Vikram Rao',
    childName: 'Reyansh, 13',
    stars: 5,
  },
];

export const CONCEPTUAL_MATH_REVIEWS: readonly Review[] = [
  {
    review:
      'Fractions used to bring Anaya to tears. After drawing them as bars and number lines in class, she now explains to me why 3/4 is bigger than 2/3. Her school test scores went from 60s to 90s.',
    parentName: 'Kavita Nair',
    childName: 'Anaya, 10',
    stars: 5,
  },
  {
    review:
      'The trainer never just gives a formula. Arjun has to reason out why it works, and that has made word problems far less scary for him.',
    parentName: 'Suresh Reddy',
    childName: 'Arjun, 11',
    stars: 5,
  },
  {
    review:
      'Lovely mix of puzzles and school topics. Zoya looks forward to the Saturday class and has started asking “why” about everything in maths, which is exactly what we hoped for.',
    parentName: 'Nisha Qureshi',
    childName: 'Zoya, 9',
    stars: 5,
  },
  {
    review:
      'Good pace and regular worksheets. I would like a little more homework, but the progress in place value and mental estimation is clear.',
    parentName: 'Manoj Gupta',
    childName: 'Vivaan, 8',
    stars: 4,
  },
  {
    review:
      'Riya was preparing for an olympiad and the problem-solving sessions on patterns and geometry helped her reach the second round for the first time.',
    parentName: 'Deepa Menon',
    childName: 'Riya, 13',
    stars: 5,
  },
  {
    review:
      'Our daughter studies in the UK curriculum and the trainer adapted examples to what she does in school. Algebra finally makes sense to her.',
    parentName: 'Harpreet Singh',
    childName: 'Simran, 12',
    stars: 5,
  },
];

/** The topics /reviews/:topic knows, by slug. */
export const REVIEWS_BY_TOPIC: Readonly<Record<string, readonly Review[]>> = {
  chess: CHESS_REVIEWS,
  conceptualmath: CONCEPTUAL_MATH_REVIEWS,
};

export const DEFAULT_REVIEW_TOPIC = 'chess';
