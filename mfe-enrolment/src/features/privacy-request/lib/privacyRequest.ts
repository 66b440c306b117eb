import type { EmailParams, PrivacyRequestInput, SiteConfig } from '@academy/shared';

// The privacy request form's words and its two e-mails: the request to the academy's team, then
// an acknowledgement to the visitor. Nothing else happens: a person checks who is asking before
// any data is shown, corrected or erased.

export type PrivacyRequest = Omit<PrivacyRequestInput, 'website'>;

export const PRIVACY_REQUEST_COPY = {
  heading: 'Ask about your data',
  intro:
    'Ask to see, correct or erase what we hold about you or your child, or raise a grievance. ' +
    'Your request goes to our grievance officer, who first checks that it comes from you and then replies by e-mail. ' +
    'Nothing is changed by this form itself.',
  email: 'Your e-mail',
  right: 'Your request',
  rightPlaceholder: 'Choose what you are asking for',
  message: 'Details (optional)',
  messageHint: 'e.g. the registration number or the child’s name the request is about',
  submit: 'Send request',
  busy: 'Sending…',
  sent: 'Thank you. Your request has reached our team, and we have sent a confirmation to your e-mail address.',
  failed: 'Your request could not be sent. Please try again, or write to our grievance officer.',
} as const;

/** To the team (the template sends it to the academy): who asks for what. */
export function teamEmailParams(request: PrivacyRequest): EmailParams {
  return {
    subject: `Privacy request: ${request.right}`,
    body:
      `A visitor sent a privacy request from the privacy notice page.\nE-mail: ${request.email}\nRequest: ${request.right}\n` +
      `Details: ${request.message || '(none)'}\n\nCheck that the request comes from the person the data is about before acting on it.`,
    replyTo: request.email,
  };
}

/** To the visitor, once the team's e-mail went out. */
export function visitorEmailParams(request: PrivacyRequest, config: Pick<SiteConfig, 'product' | 'privacy'>): EmailParams {
  const officer = config.privacy.officerName || 'Our grievance officer';
  return {
    subject: 'We have received your privacy request',
    body:
      `We have received your request: ${request.right}. Before we act on it, we check that it comes from you; ` +
      `we may write to you at this address to confirm it. ${officer} will then reply to you by e-mail.\n\n${config.product}`,
    email: request.email,
    ourMail: config.privacy.officerEmail,
  };
}
