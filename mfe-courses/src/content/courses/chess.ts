import type { CourseRecord } from './types';
import { CHESS_REVIEWS } from '../reviews';

export const chess: CourseRecord = {
  slug: 'chess',
  description:
    'Live online chess classes that take children from their first moves to confident tournament play, one structured level at a time.',
  features: [
    'Live classes in small batches with FIDE-rated coaches',
    'Beginner to advanced levels with a clear syllabus',
    'Weekly practice games and puzzle homework',
    'Monthly online tournaments for every level',
    'Progress reports shared with parents',
  ],
  ratings: 4.9,
  learners: '1000+',
  duration: '20 - 100 weeks',
  learn: [
    {
      title: 'Rules and piece play',
      description: 'How every piece moves, check, checkmate, castling, en passant and promotion.',
      icon: 'book',
    },
    { title: 'Tactics', description: 'Forks, pins, skewers, discovered attacks and combinations that win material.', icon: 'target' },
    {
      title: 'Openings',
      description: 'Opening principles, then repertoires such as the Italian Game and the Queen’s Gambit.',
      icon: 'lightbulb',
    },
    { title: 'Endgames', description: 'King and pawn endings, opposition, the Lucena and Philidor positions.', icon: 'puzzle' },
    { title: 'Strategy', description: 'Pawn structure, weak squares, piece activity and making a plan.', icon: 'brain' },
    {
      title: 'Tournament play',
      description: 'Using a clock, notation, handling time pressure and analysing your own games.',
      icon: 'trophy',
    },
  ],
  courseDescription: [
    'Our chess programme is built as a ladder of levels. Beginners learn the rules through short stories and mini-games, then move on to basic checkmates and simple tactics. Intermediate players study opening principles, typical middlegame plans and the essential endgames, and advanced students prepare concrete repertoires and analyse their own tournament games with the coach.',
    'Every class is live, with a coach and a small group on an interactive board. Between classes students solve puzzle sets and play practice games, and each month they take part in an online tournament for their level, so what they learn is tried over the board straight away.',
  ],
  benefits: [
    {
      title: 'Sharper concentration',
      description: 'Long games train children to stay with one problem for 30 minutes and more.',
      icon: 'target',
    },
    { title: 'Better decisions', description: 'Weighing candidate moves becomes a habit of thinking before acting.', icon: 'brain' },
    { title: 'Resilience', description: 'Losing, reviewing and trying again builds a healthy attitude to mistakes.', icon: 'shield' },
    { title: 'Memory and patterns', description: 'Recognising tactical patterns strengthens visual memory.', icon: 'puzzle' },
  ],
  reviews: CHESS_REVIEWS.slice(0, 3),
  readAllReviews: true,
  tournaments: true,
};
