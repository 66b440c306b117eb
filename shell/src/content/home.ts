// Home page content. {brand} and {product} come from config.json.
import { COURSES, COURSE_IMAGES } from '@academy/shared';
import instructors from '../assets/why-instructors.svg';
import live from '../assets/why-live.svg';
import resources from '../assets/why-resources.svg';
import tournaments from '../assets/why-tournaments.svg';
import flexible from '../assets/why-flexible.svg';
import structured from '../assets/why-structured.svg';
import chatbot from '../assets/tool-chatbot.svg';
import timeTool from '../assets/tool-time.svg';
import quiz from '../assets/tool-quiz.svg';
import chessClass from '../../photos/hero-chess-class.png?responsive';

/**
 * One slide a course. The first, the first screen's largest picture, is a photo through the
 * photo pipeline (photos/README.md); the others are the courses' own illustrations. No picture
 * carries its course's name: the slide's caption does.
 */
export const heroSlides = COURSES.map((course, index) => ({
  to: course.route,
  image: COURSE_IMAGES[course.slug].image,
  photo: index === 0 ? chessClass : undefined,
  label: `${course.label} classes`,
}));

export const heroText = {
  heading: (brand: string) => `Learn Online with ${brand} Classes`,
  intro: 'Live, interactive classes for children and teens, taught by expert trainers from the comfort of home.',
  quickLinks: COURSES.map((course) => ({ label: course.shortLabel, to: course.route })),
  cta: 'Book Free Demo',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
};

export const coursesSection = {
  title: 'Our Courses',
  viewAll: 'View All',
  notifyTitle: "Didn't find a course you are looking for ?",
  notifyText: 'Just Notify us.',
};

export const toolsSection = {
  title: 'Introducing Tools & More',
  tools: [
    {
      title: 'AI Chatbot',
      description: 'Ask questions and get instant help with lessons and practice.',
      button: 'Start Chat',
      image: chatbot,
      to: '/ai',
    },
    {
      title: 'Time Converter',
      description: 'Find your class time in your own time zone in a tap.',
      button: 'Explore',
      image: timeTool,
      to: '/tools/time-converter',
    },
    {
      title: 'Quiz & Puzzles',
      description: 'Sharpen your mind with fun quizzes and daily puzzles.',
      button: 'Play Now',
      image: quiz,
      to: '/puzzles',
    },
  ],
};

export const whySection = {
  title: (product: string) => `Why ${product} ?`,
  cards: [
    {
      title: 'Experienced Instructors',
      description: 'Certified trainers who make every class engaging and effective.',
      image: instructors,
    },
    { title: 'Live & Interactive Sessions', description: 'Real-time classes where children ask, answer and learn by doing.', image: live },
    {
      title: 'Comprehensive Learning Resources',
      description: 'Worksheets, practice games and recordings to learn beyond class.',
      image: resources,
    },
    { title: 'Practice & Tournaments', description: 'Regular practice games and tournaments to build confidence.', image: tournaments },
    { title: 'Flexible & Affordable Learning', description: 'Class timings that suit your family, at fair prices.', image: flexible },
    { title: 'Structured Learning Approach', description: 'A clear level-by-level path from beginner to advanced.', image: structured },
  ],
};

export const testimonialsSection = {
  title: 'Real Stories, Real Satisfaction',
  testimonials: [
    {
      quote:
        'My daughter’s handwriting has transformed in just three months. The calligraphy trainer is patient and encouraging, and she now practises on her own every day.',
      parent: 'Parent of Ananya, 10',
      course: 'Calligraphy',
    },
    {
      quote:
        'The drawing classes brought out a creativity we had never seen before. The live feedback in every session keeps my son excited for the next class.',
      parent: 'Parent of Vihaan, 8',
      course: 'Drawing',
    },
    {
      quote:
        'Our son started chess as a beginner and now plays in the monthly tournaments. The coach explains every mistake so clearly, and his focus in school has improved too.',
      parent: 'Parent of Arjun, 11',
      course: 'Chess',
    },
    {
      quote:
        'Flexible timings, friendly trainers and regular updates on progress. Chess has become my daughter’s favourite part of the week.',
      parent: 'Parent of Meera, 9',
      course: 'Chess',
    },
  ],
};

export const registrationSection = {
  title: 'Get Started with Us',
  intro:
    'Join our expert-led online courses in chess, coding, abacus, conceptual math and vedic math. Register your child today and book a free demo class — our team will get in touch to find the right batch and timing.',
};

export const aboutSection = {
  title: 'About Us',
  paragraphs: [
    'We offer engaging, structured hobby and skill classes for children and teens, taught live by experienced trainers who care about every student’s progress.',
    'From the first demo class to advanced levels and tournaments, our step-by-step programmes help children build focus, confidence and a love for learning.',
  ],
  cta: 'Know More',
};

export const impactSection = {
  title: 'Our Impact at a Glance',
  figures: [
    { value: '500+', label: 'Students' },
    { value: '50+', label: 'Experienced Trainers' },
    { value: '250+', label: 'Positive Feedbacks' },
    { value: '15+', label: 'Countries Covered' },
  ],
};

export const faqSection = {
  title: 'Frequently Asked Questions',
  items: [
    {
      question: 'How can I track my child’s progress?',
      answer:
        'Our trainers share regular feedback with parents through a messaging app, and you can ask about your child’s progress at any time.',
    },
    {
      question: 'Are the courses suitable for all ages?',
      answer: 'Our courses are designed for children and teens under 18, with levels from complete beginner to advanced.',
    },
    {
      question: 'How do I get support?',
      answer: 'Reach us on our messaging app or by e-mail, and we will be happy to help.',
    },
  ],
};

export const helpSection = {
  title: "We're Here to Help!",
  text: 'Questions about courses, timings or fees? Call or write to us.',
};
