import { OFFICE_CONTACT, contactLinks, storedPhone } from '@academy/contracts/office-rules';
import type { OfficeDemo } from '@academy/contracts/office-rules';
import type { Contact } from '../../../lib/contact/contact';
import { courseName } from '../../../content/demos';
import { istDateTime } from '@academy/contracts/time';

/** Call and WhatsApp for a demo's family; the chat starts about the booked demo. Null when erased (no number). */
export function demoContact(demo: OfficeDemo): Contact | null {
  const phone = storedPhone(demo.countryCode, demo.mobileNumber);
  const name = demo.parentName || demo.childName;
  const links = contactLinks(
    `${phone.countryCode}${phone.mobileNumber}`,
    OFFICE_CONTACT.bookedDemoMessage(name, courseName(demo.course), `${istDateTime(demo.startsAt)} IST`),
  );
  return links && { name, ...links };
}
