// The refund and cancellation policy and the terms of use. The refund policy's paragraphs may
// be replaced by the academy's own in config.json (`refunds`); these are the default.

export const refundsText = {
  title: 'Refunds and cancellations',
  intro: 'What happens to your money if plans change. Questions about a payment? Write or call us with your registration number.',
  defaultPolicy: [
    'The first class is a free demo. You pay nothing until you have chosen a batch.',
    'Changed your mind? Cancel within 7 days of paying, before your child’s second class in the batch, and we refund the whole fee.',
    'Stopping later in a month, level or term? We refund the classes not yet held, at the price per class that the fee states.',
    'If we cancel a class, we reschedule it at a time that suits you or refund it, as you prefer.',
    'Refunds go back to the account you paid from within 7 working days of your request.',
  ],
  askTitle: 'Asking for a refund',
  ask: 'Send us your registration number and the UPI reference (UTR) of your payment:',
  termsLink: 'Terms of use',
};

export const termsText = {
  title: 'Terms of use',
  intro: 'The terms on which we teach your child and take your payments.',
  sections: [
    {
      title: 'Classes and the free demo',
      paragraphs: [
        'Every course starts with a free demo class. After it, you choose a batch; classes are live, online and in small groups.',
        'A class missed by a student is not repeated, but its recording or notes are shared where the course has them.',
      ],
    },
    {
      title: 'Fees and payment',
      paragraphs: [
        'Each fee states what it pays for (a month, a level or a term), how many classes it covers, the batch size and the class length.',
        'Pay only to the UPI ID and payee name shown on our payment page or in a payment link we send you, and keep the UPI reference (UTR). We issue a receipt for every payment.',
      ],
    },
    {
      title: 'Conduct',
      paragraphs: [
        'We expect students and teachers to be kind and punctual. We may move a student who disrupts a class to another batch after speaking to the parent.',
      ],
    },
  ],
  refunds: 'Refunds and cancellations follow our refund policy.',
  privacy: 'What we collect about your child and you is described in our privacy notice.',
  privacyLink: 'Privacy notice',
  who: 'These terms are offered by',
};
