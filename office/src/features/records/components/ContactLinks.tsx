import styled, { css } from 'styled-components';
import { contactCopy } from '../../../content/records';
import type { OfficeRecord } from '../api/records';
import { recordContact } from '../lib/recordContact';

const StyledLinks = styled.span<{ $compact: boolean }>`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touchTarget};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  ${({ $compact, theme }) =>
    $compact &&
    css`
      flex-wrap: nowrap;
      gap: ${theme.space[2]};
      white-space: nowrap;
      a {
        display: inline;
        min-height: 0;
      }
    `}
`;

/**
 * Call and WhatsApp for the person a record is about; "No number" once it is erased. In a list's
 * one-line row (compact) the call link shows the number alone; its name still says Call.
 */
export function ContactLinks({ record, compact = false }: { record: OfficeRecord; compact?: boolean }) {
  const contact = recordContact(record);
  if (!contact) return <span>{contactCopy.none}</span>;
  return (
    <StyledLinks $compact={compact}>
      <a href={contact.tel}>
        {compact ? (
          <>
            <span className="visually-hidden">{contactCopy.call('')}</span>
            {contact.shown}
          </>
        ) : (
          contactCopy.call(contact.shown)
        )}
      </a>
      <a href={contact.whatsApp} target="_blank" rel="noopener noreferrer">
        {contactCopy.whatsApp}
        <span className="visually-hidden"> {contactCopy.whatsAppWho(contact.name)}</span>
      </a>
    </StyledLinks>
  );
}
