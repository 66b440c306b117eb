// Contact page content; the address, phone, e-mail and links come from config.json.

export const contactContent = {
  title: 'Contact Us',
  intro: 'Have a question about a course, a class timing or a payment? We would love to hear from you.',
  replyPromise: 'We reply to every message within 24–48 business hours.',
  addressTitle: 'Registered Address',
  phoneTitle: 'Support Phone',
  emailTitle: 'Support E-mail',
  followTitle: 'Message or follow us',
};
