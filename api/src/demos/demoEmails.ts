import { ACADEMY_ZONE } from '@academy/contracts/catalogue';
import type { DemoSlot } from '@academy/contracts/records';
import { demoCalendarPath, demoPagePath } from '@academy/contracts/records/api-paths';
import type { MessageSettings } from '../email/emailMessages';

// The free demo's e-mails, through the outbox and the registration's EmailJS templates (a
// subject and a body: the registrant's template for the parent, the team's for the academy):
// the confirmation, the reminders 24 hours and 1 hour before (rows sent at their time), the
// team's notification, and the cancellation of a slot with the next free ones.

/** Purposes as email_outbox keeps them; a reminder's is how moves and cancellations find it. */
export const DEMO_PURPOSES = {
  confirmation: 'demo-confirmation',
  reminder: 'demo-reminder',
  notification: 'demo-notification',
  cancelled: 'demo-cancelled',
} as const;

/** Reminders before the demo, in hours. */
export const REMINDER_HOURS = [24, 1] as const;

/** A row to write into email_outbox: sent from `sendAt` on. */
export interface DemoEmail {
  purpose: string;
  templateId: string;
  params: Record<string, string>;
  sendAt: Date;
}

export interface DemoMailContext {
  email: string;
  parentName: string;
  childName: string;
  registrationNumber: string;
  courseName: string;
  startsAt: string;
  minutes: number;
  teacherName: string;
  timeZone: string | null;
  token: string;
}

/** "Saturday 5 December 2026, 5:30 pm" in `zone`: built from its parts, so the words do not depend on the ICU version. */
export function wallClock(instant: string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
}

/** The time in India, and in the parent's zone when it is another. */
export function whenText(instant: string, zone: string | null): string {
  const ist = `${wallClock(instant, ACADEMY_ZONE)} (India)`;
  if (!zone || zone === ACADEMY_ZONE || wallClock(instant, zone) === wallClock(instant, ACADEMY_ZONE)) return ist;
  return `${ist}, which is ${wallClock(instant, zone)} in your time zone (${zone})`;
}

const site = (s: MessageSettings) => s.siteUrl.replace(/\/+$/, '');
const api = (s: MessageSettings) => s.apiBaseUrl.replace(/\/+$/, '');
export const manageLink = (s: MessageSettings, token: string): string => `${site(s)}${demoPagePath(token)}`;
export const calendarLink = (s: MessageSettings, token: string): string => `${api(s)}${demoCalendarPath(token)}`;
const contact = (s: MessageSettings) => `Phone: ${s.supportPhone} | E-mail: ${s.supportEmail}`;

/** The confirmation, the team's notification and the reminders still ahead at `now`. */
export function bookedEmails(c: DemoMailContext, s: MessageSettings, now: Date, moved: boolean): DemoEmail[] {
  const when = whenText(c.startsAt, c.timeZone);
  const child = c.childName || 'your child';
  const links = `Add it to your calendar: ${calendarLink(s, c.token)}\n` + `See, move or cancel the demo: ${manageLink(s, c.token)}`;
  const parent = (subject: string, body: string) => ({
    templateId: s.templates.registrationRegistrant,
    params: {
      email: c.email,
      subject,
      body,
      whatsapp: `Chat with us on ${s.messaging.label}: ${s.messaging.href}`,
      contactInfo: contact(s),
    },
  });
  const emails: DemoEmail[] = [
    {
      purpose: DEMO_PURPOSES.confirmation,
      sendAt: now,
      ...parent(
        `Your free ${c.courseName} demo ${moved ? 'is moved to' : 'is booked for'} ${wallClock(c.startsAt, ACADEMY_ZONE)}`,
        `${c.parentName ? `Dear ${c.parentName},\n\n` : ''}${child}'s free ${c.courseName} demo class with ${c.teacherName} ` +
          `is on ${when}. It lasts ${c.minutes} minutes.\n\n` +
          'Please join from a quiet place with a laptop or tablet, a working camera and microphone, and a notebook and pencil.\n\n' +
          links,
      ),
    },
    {
      purpose: DEMO_PURPOSES.notification,
      sendAt: now,
      templateId: s.templates.registrationTeam,
      params: {
        subject: `Demo ${moved ? 'moved' : 'booked'}: ${c.registrationNumber} (${c.courseName}) with ${c.teacherName}`,
        body:
          `Registration number: ${c.registrationNumber}\nCourse: ${c.courseName}\nTeacher: ${c.teacherName}\n` +
          `When: ${wallClock(c.startsAt, ACADEMY_ZONE)} (India), ${c.minutes} minutes`,
      },
    },
  ];
  for (const hours of REMINDER_HOURS) {
    const sendAt = new Date(new Date(c.startsAt).getTime() - hours * 3_600_000);
    if (sendAt.getTime() <= now.getTime()) continue;
    emails.push({
      purpose: DEMO_PURPOSES.reminder,
      sendAt,
      ...parent(
        `Reminder: ${child}'s free ${c.courseName} demo ${hours === 1 ? 'starts in 1 hour' : 'is tomorrow'}`,
        `${child}'s free ${c.courseName} demo class with ${c.teacherName} is on ${when}.\n\n` + links,
      ),
    });
  }
  return emails;
}

/** To a parent whose slot the academy cancelled: the next free slots and the link to pick one. */
export function slotCancelledEmail(
  c: DemoMailContext,
  s: MessageSettings,
  now: Date,
  reason: string,
  next: readonly DemoSlot[],
): DemoEmail {
  const offers = next.map((slot) => `- ${whenText(slot.startsAt, c.timeZone)} with ${slot.teacher.name}`).join('\n');
  return {
    purpose: DEMO_PURPOSES.cancelled,
    sendAt: now,
    templateId: s.templates.registrationRegistrant,
    params: {
      email: c.email,
      subject: `Your free ${c.courseName} demo on ${wallClock(c.startsAt, ACADEMY_ZONE)} is cancelled`,
      body:
        `We are sorry: the ${c.courseName} demo class on ${whenText(c.startsAt, c.timeZone)} is cancelled` +
        `${reason ? ` (${reason})` : ''}.\n\n` +
        (offers ? `These times are free:\n${offers}\n\n` : 'Our team will call you to find another time.\n\n') +
        `Pick a new time: ${manageLink(s, c.token)}`,
      whatsapp: `Chat with us on ${s.messaging.label}: ${s.messaging.href}`,
      contactInfo: contact(s),
    },
  };
}
