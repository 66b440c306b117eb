import type { CourseRecord } from './types';

export const coding: CourseRecord = {
  slug: 'coding',
  description:
    'Project-based coding classes where children build games, animations and apps, growing from block coding in Scratch to Python and web development.',
  features: [
    'A finished project in every module',
    'Scratch, Python, HTML, CSS and JavaScript tracks',
    'Live coding with screen sharing and code reviews',
    'Age-appropriate paths from 7 to 17 years',
    'A portfolio of projects to show at the end',
  ],
  ratings: 4.7,
  learners: '500+',
  duration: '12 - 50 weeks',
  learn: [
    { title: 'Computational thinking', description: 'Breaking a problem into steps, sequences, loops and conditions.', icon: 'brain' },
    { title: 'Scratch games', description: 'Sprites, events and variables used to build playable games and stories.', icon: 'puzzle' },
    { title: 'Python', description: 'Variables, functions, lists and files, with text games and small tools.', icon: 'code' },
    { title: 'Web pages', description: 'HTML structure, CSS styling and JavaScript interaction for a personal website.', icon: 'book' },
    { title: 'Debugging', description: 'Reading error messages, testing ideas and fixing code step by step.', icon: 'target' },
    {
      title: 'Project planning',
      description: 'Turning an idea into features, building them and presenting the result.',
      icon: 'lightbulb',
    },
  ],
  courseDescription: [
    'Younger students start with Scratch, where they snap blocks together to make characters move, talk and keep score. Once loops, events and variables feel natural, they move to typed code in Python, and older students go on to build websites with HTML, CSS and JavaScript.',
    'Every module ends with a project the child designs and presents, such as a quiz game, a maze, a weather dashboard or a personal website. The trainer reviews the code with the student so they learn to read, explain and improve their own programs.',
  ],
  benefits: [
    { title: 'Problem solving', description: 'Coding turns big problems into small, solvable steps.', icon: 'puzzle' },
    { title: 'Creativity', description: 'Children build their own ideas instead of only using apps.', icon: 'lightbulb' },
    { title: 'Persistence', description: 'Debugging teaches that errors are clues, not failures.', icon: 'shield' },
    { title: 'Future skills', description: 'A head start in the language of technology careers.', icon: 'chart' },
  ],
  reviews: [
    {
      review:
        'Ayaan built a full quiz game in Scratch in his first month and proudly showed it to the whole family. Now in Python he is making a hangman game and asks for extra class time.',
      parentName: 'Meenal Joshi',
      childName: 'Ayaan, 10',
      stars: 5,
    },
    {
      review:
        'The trainer explains errors instead of fixing them for the kids. Tara has learnt to read error messages and try again, which is a skill beyond coding.',
      parentName: 'Rohit Bansal',
      childName: 'Tara, 13',
      stars: 5,
    },
    {
      review: 'Good structure and projects at every step. Our son made his own website with his chess puzzles on it for his final project.',
      parentName: 'Lakshmi Pillai',
      childName: 'Nikhil, 15',
      stars: 4,
    },
  ],
  readAllReviews: false,
  tournaments: false,
};
