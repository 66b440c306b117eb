import styled from 'styled-components';
import { contactCopy } from '../../../content/records';
import type { OfficeRecord } from '../api/records';
import { recordContact } from '../lib/recordContact';

const StyledLinks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touchTarget};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** Call and WhatsApp for the person a record is about; "No number" once it is erased. */
export function ContactLinks({ record }: { record: OfficeRecord }) {
  const contact = recordContact(record);
  if (!contact) return <span>{contactCopy.none}</span>;
  return (
    <StyledLinks>
      <a href={contact.tel}>{contactCopy.call(contact.shown)}</a>
      <a href={contact.whatsApp} target="_blank" rel="noopener noreferrer">
        {contactCopy.whatsApp}
        <span className="visually-hidden"> {contactCopy.whatsAppWho(contact.name)}</span>
      </a>
    </StyledLinks>
  );
}
