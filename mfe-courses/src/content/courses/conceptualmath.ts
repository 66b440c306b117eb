import type { CourseRecord } from './types';
import { CONCEPTUAL_MATH_REVIEWS } from '../reviews';

export const conceptualmath: CourseRecord = {
  slug: 'conceptualmath',
  description:
    'Maths taught for understanding: children see why methods work through models, drawings and puzzles, and school topics stop being rules to memorise.',
  features: [
    'Concept-first lessons with visual models',
    'Aligned with CBSE, ICSE, IB and Cambridge topics',
    'Word-problem and reasoning practice every week',
    'Olympiad-style puzzle sessions',
    'Monthly progress check-ins with parents',
  ],
  ratings: 4.9,
  learners: '700+',
  duration: '15 - 30 weeks',
  learn: [
    { title: 'Number sense', description: 'Place value, estimation and flexible mental strategies.', icon: 'calculator' },
    {
      title: 'Fractions and decimals',
      description: 'Bar models and number lines that make comparing and operating on fractions intuitive.',
      icon: 'chart',
    },
    {
      title: 'Word problems',
      description: 'Reading a problem, drawing it and choosing the right operation with confidence.',
      icon: 'book',
    },
    { title: 'Geometry', description: 'Shapes, angles, area and perimeter explored by building and measuring.', icon: 'target' },
    { title: 'Patterns and algebra', description: 'From number patterns to variables and simple equations.', icon: 'puzzle' },
    { title: 'Logical reasoning', description: 'Puzzles that train step-by-step thinking and justification.', icon: 'brain' },
  ],
  courseDescription: [
    'Conceptual Math follows a simple sequence for every topic: concrete, pictorial, abstract. Children first handle a problem with objects or a drawing, then represent it with a model such as a bar diagram, and only then write it with numbers and symbols. This is why they remember the method months later.',
    'Lessons follow the topics of the child’s school year, so the class supports schoolwork instead of adding to it. Each week ends with reasoning puzzles, and parents receive a short summary of what was covered and where to help at home.',
  ],
  benefits: [
    {
      title: 'No more maths anxiety',
      description: 'Understanding replaces guesswork, so children attempt problems calmly.',
      icon: 'shield',
    },
    { title: 'Better school results', description: 'Clear concepts show up in class tests and exams.', icon: 'chart' },
    { title: 'Reasoning skills', description: 'Explaining answers builds logical thinking used in every subject.', icon: 'brain' },
    { title: 'Olympiad ready', description: 'Puzzle practice prepares children for maths competitions.', icon: 'trophy' },
  ],
  reviews: CONCEPTUAL_MATH_REVIEWS.slice(0, 3),
  readAllReviews: true,
  tournaments: false,
};
