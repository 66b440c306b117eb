import styled, { css } from 'styled-components';
import { buttonStyles } from '@academy/shared';
import { contactCopy } from '../../content/records';
import type { Contact } from './contact';

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
 * Two buttons side by side (stacked when too narrow), each tall enough for a thumb on the move;
 * on a wide screen no wider than a hand's reach of buttons, not the page's width.
 */
const StyledButtons = styled.span`
  display: grid;
  max-width: 32rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledButton = styled.a<{ $variant: 'primary'; $whatsApp?: boolean }>`
  ${buttonStyles}
  min-height: ${({ theme }) => theme.space[7]};
  padding-inline: ${({ theme }) => theme.space[3]};
  /* The number may wrap under "Call" on a phone: a rounded box reads better than a pill then. */
  border-radius: ${({ theme }) => theme.radius.md};
  text-align: center;
  ${({ theme, $whatsApp }) =>
    $whatsApp &&
    `
    background: ${theme.color.whatsapp};
    &:hover:not(:disabled) { background: ${theme.color.success}; }
  `}
`;

/**
 * Call and WhatsApp for a person (a record's, a demo's family); "No number" once it is erased.
 * `prominent` makes them the two large buttons a phone's cards and a record's page lead with; in
 * a list's one-line row (compact) the call link shows the number alone, and its name still says Call.
 */
export function ContactButtons({
  contact,
  prominent = false,
  compact = false,
}: {
  contact: Contact | null;
  prominent?: boolean;
  compact?: boolean;
}) {
  if (!contact) return <span>{contactCopy.none}</span>;
  const whatsApp = (
    <>
      {contactCopy.whatsApp}
      <span className="visually-hidden"> {contactCopy.whatsAppWho(contact.name)}</span>
    </>
  );
  if (prominent) {
    return (
      <StyledButtons>
        <StyledButton $variant="primary" href={contact.tel}>
          {contactCopy.call(contact.shown)}
        </StyledButton>
        <StyledButton $variant="primary" $whatsApp href={contact.whatsApp} target="_blank" rel="noopener noreferrer">
          {whatsApp}
        </StyledButton>
      </StyledButtons>
    );
  }
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
        {whatsApp}
      </a>
    </StyledLinks>
  );
}
