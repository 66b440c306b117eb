import { OFFICE_CONTACT, contactLinks, storedPhone } from '@academy/contracts/office-rules';
import type { Contact } from '../../../lib/contact/contact';
import type { OfficeRecord } from '../api/records';

// One tap to reach the person a record is about: a call on the full international number, and a
// WhatsApp chat that starts with the office's message (contracts' OFFICE_CONTACT, one definition).

/** The record's contact links, or null when it holds no number (erased). */
export function recordContact(record: OfficeRecord): Contact | null {
  if ('registrationNumber' in record) {
    const phone = storedPhone(record.countryCode, record.mobileNumber);
    const name = record.parentName || record.childName;
    const links = contactLinks(`${phone.countryCode}${phone.mobileNumber}`, OFFICE_CONTACT.demoBookingMessage(name, record.course));
    return links && { name, ...links };
  }
  const links = contactLinks(storedPhone(null, record.mobileNumber).mobileNumber, OFFICE_CONTACT.applicationMessage(record.name));
  return links && { name: record.name, ...links };
}
