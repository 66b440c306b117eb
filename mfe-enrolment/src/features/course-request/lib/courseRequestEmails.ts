import type { EmailParams, SiteConfig } from '@academy/shared';

// Template params of the two course-request e-mails.

export interface CourseRequest {
  email: string;
  course: string;
}

export const VISITOR_SUBJECT = 'Your Course Request Has Been Received!';

/** To the site owner: who asked for what. No recipient: the template sends it to the owner. */
export function ownerEmailParams(request: CourseRequest): EmailParams {
  return {
    subject: `New course request: ${request.course}`,
    body: `A visitor asked to be notified about a course.\nVisitor e-mail: ${request.email}\nRequested course: ${request.course}`,
  };
}

/** To the visitor, only after the owner's message went out. */
export function visitorEmailParams(request: CourseRequest, config: Pick<SiteConfig, 'product' | 'supportEmail'>): EmailParams {
  return {
    subject: VISITOR_SUBJECT,
    body:
      `Thank you for your interest in ${request.course}. We have received your request and will get back to you soon ` +
      `with the details. For any questions, write to us at ${config.supportEmail}.\n\n${config.product}`,
    email: request.email,
    ourMail: config.supportEmail,
  };
}
