import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { officeTextOfDay } from '@academy/contracts/office-rules';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { istDateTime } from '@academy/contracts/time';
import { detailCopy, followUpCopy, phoneCopy, recordsCopy } from '../../../content/records';
import { recordNumber } from '../api/records';
import type { OfficeRecord } from '../api/records';
import { listedPerson } from '../lib/recordText';
import { ContactLinks } from './ContactLinks';
import { RecordEditor } from './RecordEditor';

const StyledCards = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledCard = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h2 a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touchTarget};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space[3]};
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  &:empty {
    display: none;
  }
`;

/**
 * The list on a phone: one card a record, its Call and WhatsApp buttons right under the name, then
 * its status and note, and the follow-up. The number links to the record's page, keeping the
 * list's filters and page for "Back to the list".
 */
export function RecordCards({
  kind,
  records,
  onSaved,
}: {
  kind: OfficeRecordKind;
  records: OfficeRecord[];
  onSaved: (record: OfficeRecord) => void;
}) {
  const { search } = useLocation();
  return (
    <StyledCards aria-label={recordsCopy[kind].heading}>
      {records.map((record) => {
        const number = recordNumber(record);
        const { name, subject } = listedPerson(record);
        return (
          <li key={number}>
            <StyledCard aria-labelledby={`card-${number}`}>
              <StyledTop>
                <h2 id={`card-${number}`}>
                  <Link to={`/${kind}/${encodeURIComponent(number)}${search}`}>{number}</Link>
                </h2>
                <StyledMuted>
                  {phoneCopy.received} <time dateTime={record.receivedAt}>{detailCopy.at(istDateTime(record.receivedAt))}</time>
                </StyledMuted>
              </StyledTop>
              <p>
                <strong>{name}</strong> · {subject}
              </p>
              <StyledMuted>{record.email}</StyledMuted>
              <ContactLinks record={record} prominent />
              <RecordEditor kind={kind} number={number} record={record} onSaved={onSaved} labelled />
              <StyledMuted>
                {followUpCopy.line(record.followUpOn ? officeTextOfDay(record.followUpOn) : null, record.owner ?? '')}
              </StyledMuted>
            </StyledCard>
          </li>
        );
      })}
    </StyledCards>
  );
}
