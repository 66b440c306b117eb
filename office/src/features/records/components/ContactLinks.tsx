import { ContactButtons } from '../../../lib/contact/ContactButtons';
import type { OfficeRecord } from '../api/records';
import { recordContact } from '../lib/recordContact';

/** Call and WhatsApp for the person a record is about (see ContactButtons). */
export function ContactLinks({ record, prominent, compact }: { record: OfficeRecord; prominent?: boolean; compact?: boolean }) {
  return <ContactButtons contact={recordContact(record)} prominent={prominent} compact={compact} />;
}
