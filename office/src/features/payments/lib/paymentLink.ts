import { COURSES } from '@academy/contracts/catalogue';
import type { FeeRecord } from '@academy/contracts/records';

// The pieces of a payment link staff send: its full address on the site, the fee it starts
// from, and the WhatsApp message that carries it.

/** The site's address and the link's path, with exactly one slash between them. */
export const siteLink = (siteUrl: string, path: string): string => `${siteUrl.replace(/\/+$/, '')}${path}`;

/** The published fee of a registration's course (its full name, as the form stored it); null when none. */
export function feeOfCourse(fees: readonly FeeRecord[], courseName: string): FeeRecord | null {
  const slug = COURSES.find((course) => course.label === courseName)?.slug;
  return fees.find((fee) => fee.course === slug) ?? null;
}

/** WhatsApp's share address with the message filled in; the person picks the chat. */
export const whatsappShareUrl = (message: string): string => `https://wa.me/?text=${encodeURIComponent(message)}`;
