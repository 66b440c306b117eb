import type { CourseRecord } from './types';

export const abacus: CourseRecord = {
  slug: 'abacus',
  description:
    'Abacus classes that build fast, accurate mental arithmetic: children learn on the bead frame, then picture it in their mind to calculate without it.',
  features: [
    'Eight graded levels from basic bead work to mental maths',
    'Live practice on an on-screen abacus',
    'Timed speed drills and listening sums',
    'Level certificates after each assessment',
    'Suitable for children aged 5 to 14',
  ],
  ratings: 4.8,
  learners: '400+',
  duration: '10 - 40 weeks',
  learn: [
    {
      title: 'Bead values',
      description: 'Upper and lower beads, place value on the rods, setting and clearing numbers.',
      icon: 'calculator',
    },
    {
      title: 'Addition and subtraction',
      description: 'Direct sums, then small- and big-friend combinations for carrying and borrowing.',
      icon: 'puzzle',
    },
    { title: 'Multiplication and division', description: 'Multi-digit multiplication and division worked on the frame.', icon: 'chart' },
    { title: 'Visualisation', description: 'Picturing the abacus to calculate mentally, without the tool.', icon: 'brain' },
    { title: 'Speed and accuracy', description: 'Timed drills that build speed without losing precision.', icon: 'clock' },
    { title: 'Listening sums', description: 'Calculating numbers read aloud, training attention and working memory.', icon: 'target' },
  ],
  courseDescription: [
    'Children first learn to set numbers on the abacus and use finger techniques to add and subtract. Step by step they move to larger numbers, multiplication and division, always with short, game-like drills that keep classes lively.',
    'From the middle levels onwards students start visualising the abacus: they calculate by moving imaginary beads, which is what makes mental sums of several multi-digit numbers possible. Each level ends with an assessment and a certificate.',
  ],
  benefits: [
    { title: 'Mental maths speed', description: 'Quick, reliable calculation without paper or calculator.', icon: 'clock' },
    { title: 'Concentration', description: 'Listening sums train children to focus for longer.', icon: 'target' },
    { title: 'Visual memory', description: 'Holding the abacus image in mind strengthens memory.', icon: 'brain' },
    { title: 'Confidence with numbers', description: 'Early success in arithmetic carries into school maths.', icon: 'shield' },
  ],
  reviews: [
    {
      review:
        'Saanvi can now add five three-digit numbers in her head faster than I can on my phone. She loves the speed drills and the certificates.',
      parentName: 'Pooja Desai',
      childName: 'Saanvi, 8',
      stars: 5,
    },
    {
      review:
        'The trainer is very patient with little ones. Aditya started at six, and the listening sums have really improved his attention in school too.',
      parentName: 'Ramesh Kulkarni',
      childName: 'Aditya, 7',
      stars: 5,
    },
    {
      review:
        'Clear levels and regular tests. The online abacus works well, and we also bought a physical one for practice at home as the trainer suggested.',
      parentName: 'Jyoti Agarwal',
      childName: 'Ira, 9',
      stars: 4,
    },
  ],
  readAllReviews: false,
  tournaments: false,
};
