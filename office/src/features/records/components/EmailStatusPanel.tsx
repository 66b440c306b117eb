import styled from 'styled-components';
import type { EmailDelivery } from '@academy/contracts/records';
import { Panel } from '../../../lib/ui';
import { emailCopy } from '../../../content/records';
import { emailPurposeText, emailStateText } from '../lib/recordText';

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    overflow-wrap: anywhere;
  }
  [data-state='failed'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

/** The record's e-mails (to the person and to the academy): sent and when, or still trying, or given up. */
export function EmailStatusPanel({ emails }: { emails: readonly EmailDelivery[] }) {
  return (
    <Panel aria-labelledby="record-emails">
      <h2 id="record-emails">{emailCopy.heading}</h2>
      {emails.length === 0 ? (
        <p>{emailCopy.none}</p>
      ) : (
        <StyledList>
          {emails.map((email, index) => (
            <li key={`${email.purpose}-${index}`} data-state={email.state}>
              <strong>{emailPurposeText(email)}:</strong> {emailStateText(email)}
            </li>
          ))}
        </StyledList>
      )}
    </Panel>
  );
}
