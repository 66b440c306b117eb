import type { CourseRecord } from './types';

export const vedicmath: CourseRecord = {
  slug: 'vedicmath',
  description:
    'Vedic Math classes that teach the sixteen sutras for calculating quickly, checking answers and solving exam questions with less working.',
  features: [
    'All sixteen sutras and their sub-sutras',
    'Shortcuts for multiplication, division, squares and roots',
    'Quick answer-checking with digit sums',
    'Exam-style speed practice for school and competitive tests',
    'Ideal for students aged 10 and above',
  ],
  ratings: 4.8,
  learners: '800+',
  duration: '20 - 50 weeks',
  learn: [
    {
      title: 'Fast multiplication',
      description: 'Vertically and crosswise, and multiplying numbers close to a base such as 100.',
      icon: 'calculator',
    },
    {
      title: 'Squares and square roots',
      description: 'Squaring numbers ending in 5, duplex squaring and finding roots mentally.',
      icon: 'chart',
    },
    { title: 'Division', description: 'Flag division and the Nikhilam method for quick, exact division.', icon: 'puzzle' },
    { title: 'Checking answers', description: 'Digit sums (casting out nines) to check any calculation in seconds.', icon: 'shield' },
    { title: 'Algebra shortcuts', description: 'Solving equations and factorising with Vedic methods.', icon: 'lightbulb' },
    { title: 'Speed practice', description: 'Timed sets modelled on school exams and aptitude tests.', icon: 'clock' },
  ],
  courseDescription: [
    'Vedic Math is a set of mental calculation methods built on sixteen short sutras. Students learn each method with worked examples, see why it works, and then practise until it becomes automatic. A multiplication such as 97 × 96 turns into a two-line mental step.',
    'The course moves from arithmetic shortcuts to squares, roots, division and algebra, and finishes with timed practice for school exams and competitive tests. Students also learn to check any answer in seconds, which cuts careless mistakes.',
  ],
  benefits: [
    { title: 'Faster calculation', description: 'Many sums done mentally in a fraction of the usual time.', icon: 'clock' },
    { title: 'Fewer mistakes', description: 'Built-in checks catch errors before the answer is written.', icon: 'shield' },
    { title: 'Exam confidence', description: 'Time saved on calculation is time for harder questions.', icon: 'trophy' },
    { title: 'Enjoyment of maths', description: 'Clever shortcuts make numbers feel like a game.', icon: 'lightbulb' },
  ],
  reviews: [
    {
      review:
        'Atharv finishes his maths paper with twenty minutes to spare now and uses the digit-sum check on every answer. His Class 8 marks are the best he has had.',
      parentName: 'Sunita Patil',
      childName: 'Atharv, 13',
      stars: 5,
    },
    {
      review:
        'The multiplication tricks amazed my daughter in the first class itself. The trainer shows why each method works, so it is not just magic.',
      parentName: 'Gaurav Malhotra',
      childName: 'Navya, 11',
      stars: 5,
    },
    {
      review:
        'Very useful for competitive exam preparation. Squares and roots used to take Rohan a long time and now he does them mentally.',
      parentName: 'Anjali Verma',
      childName: 'Rohan, 15',
      stars: 4,
    },
  ],
  readAllReviews: false,
  tournaments: false,
};
