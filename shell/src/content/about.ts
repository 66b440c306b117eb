// About page content.

export const aboutIntro = {
  title: 'About Us',
  text: 'Live, online classes in chess, coding, abacus, conceptual math and vedic math that help children and teens think clearly, learn with joy and grow in confidence.',
};

export const whoWeAre = {
  title: 'Who We Are',
  paragraphs: [
    'We are a team of certified trainers, educators and former competitive players who teach children and teens from India and around the world, live and online.',
    'Our small batches and one-to-one classes give every child the attention they need, with a clear path from the first lesson to advanced levels.',
  ],
};

export const ourMission = {
  title: 'Our Mission',
  text: 'To make high-quality, structured hobby and skill education available to every child, wherever they live, so that learning builds focus, creativity and problem-solving for life.',
};

export const whyChooseUs = {
  title: 'Why Choose Us',
  cards: [
    {
      title: 'Experienced Trainers',
      description: 'Certified, friendly trainers who know how children learn and track every student’s progress.',
    },
    {
      title: 'Exciting Tournaments',
      description: 'Regular online tournaments where students put their skills to the test and learn from every game.',
    },
    {
      title: 'Certification & Recognition',
      description: 'Certificates at every level and recognition for achievements that students and parents can be proud of.',
    },
  ],
};

export const joinOurTeam = {
  title: 'Join Our Team',
  text: 'Passionate about teaching? We are always looking for trainers and coordinators who love working with children.',
  cta: 'View Current Openings',
};

/** Who the academy is in law (config.json's `legal`), on About and Contact. */
export const legalIdentityText = {
  title: 'Who runs the academy',
  founder: (name: string) => `Founded by ${name}`,
  hours: 'Business hours',
};
