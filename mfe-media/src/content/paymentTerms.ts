// The payment terms shown from the payment page's "Terms & Conditions" link. `{product}` and
// `{supportEmail}` are filled from the runtime config.

export interface TermsSection {
  heading: string;
  paragraphs: readonly string[];
}

export const PAYMENT_TERMS_TITLE = 'Payment Terms & Conditions';

export const PAYMENT_TERMS_INTRO =
  'These terms apply to every class, course and tournament of {product} that you pay for. By making a payment you accept them on behalf of yourself and the student you enrol.';

export const PAYMENT_TERMS: readonly TermsSection[] = [
  {
    heading: '1. Services offered',
    paragraphs: [
      '{product} offers live online classes in chess, coding, abacus, conceptual math and vedic math, mainly for children and teens under 18, together with practice material, assessments and tournaments that belong to a course.',
      'The course, level, number of classes and schedule you choose at enrolment describe what your payment covers.',
    ],
  },
  {
    heading: '2. Enrolment and payments',
    paragraphs: [
      'All prices are in Indian Rupees (INR). Fees are paid in advance, before the classes or the period they cover begin.',
      'Payments in another currency are accepted through PayPal; the additional transactional and conversion charges of that service are borne by the payer.',
      'Please keep the payment reference and share it with us with the student’s name and registration number, so we can match your payment to the enrolment.',
    ],
  },
  {
    heading: '3. Class access',
    paragraphs: [
      'After your payment is confirmed, the student receives the class schedule and the joining links for the classes paid for.',
      'A class missed by the student is not refunded; where a trainer is unavailable, the class is rescheduled at no extra cost.',
      'Joining links are personal to the enrolled student and may not be shared.',
    ],
  },
  {
    heading: '4. User responsibilities',
    paragraphs: [
      'Parents and guardians give accurate contact details, including a mobile number with its country code, and make sure the student has a working device and internet connection for each class.',
      'Students behave respectfully towards trainers and other learners; we may remove a student who repeatedly disrupts classes.',
    ],
  },
  {
    heading: '5. Intellectual property',
    paragraphs: [
      'Class material, worksheets, recordings and puzzles remain the property of {product} or its licensors. They are provided for the enrolled student’s personal learning and may not be copied, resold or published.',
    ],
  },
  {
    heading: '6. Limitation of liability',
    paragraphs: [
      '{product} takes care to teach well and keep its services available, but is not liable for interruptions caused by the student’s device or connection, by third-party platforms, or by events beyond its reasonable control.',
      'Our total liability for any claim about a course is limited to the fees paid for that course.',
    ],
  },
  {
    heading: '7. Changes to these terms',
    paragraphs: [
      'We may update these terms, fees and schedules from time to time. Changes apply to payments made after they are published on this page and never reduce what you have already paid for.',
      'Questions about a payment? Write to {supportEmail} and we will help.',
    ],
  },
];
