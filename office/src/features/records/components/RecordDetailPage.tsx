import { Fragment, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { failureStatus } from '@academy/shared';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { useLoad } from '../../../lib/useLoad';
import { DataView, PageHeading, Panel } from '../../../lib/ui';
import { detailCopy, recordsCopy } from '../../../content/records';
import { getRecord } from '../api/records';
import type { OfficeRecord } from '../api/records';
import { detailLines } from '../lib/recordText';
import { RecordEditor } from './RecordEditor';
import { PersonalDataPanel } from './PersonalDataPanel';
import { EmailStatusPanel } from './EmailStatusPanel';
import { ContactLinks } from './ContactLinks';
import { FollowUpForm } from './FollowUpForm';

const StyledFields = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

/** One registration or application: every field, its e-mails, its status and note, its personal data. */
export default function RecordDetailPage({
  kind,
  extras,
}: {
  kind: OfficeRecordKind;
  extras?: (number: string, record: OfficeRecord) => ReactNode;
}) {
  const { number = '' } = useParams();
  // The list's filters and page, carried in this page's URL by the row's link.
  const { search } = useLocation();
  const [missing, setMissing] = useState(false);
  const [edited, setEdited] = useState<OfficeRecord | null>(null);
  const { state, reload } = useLoad(
    () =>
      getRecord(kind, number).catch((error: unknown) => {
        if (failureStatus(error) !== 404) throw error;
        setMissing(true);
        return null;
      }),
    `${kind}/${number}`,
  );
  return (
    <>
      <p>
        <Link to={`/${kind}${search}`}>{detailCopy.back}</Link>
      </p>
      <PageHeading>
        {recordsCopy[kind].numberLabel} {number}
      </PageHeading>
      <DataView state={state} reload={reload} empty={missing ? detailCopy.notFound : ''} isEmpty={(record) => record === null}>
        {(loaded) => {
          const record: OfficeRecord = edited ?? (loaded as OfficeRecord);
          return (
            <>
              {/* What the desk does first (reach the person, record it, plan the next step), then the record. */}
              <Panel aria-labelledby="record-contact">
                <h2 id="record-contact">{detailCopy.contact}</h2>
                <ContactLinks record={record} prominent />
              </Panel>
              <Panel aria-labelledby="record-work">
                <h2 id="record-work">{detailCopy.work}</h2>
                <RecordEditor kind={kind} number={number} record={record} onSaved={setEdited} labelled />
              </Panel>
              <FollowUpForm kind={kind} number={number} record={record} onSaved={setEdited} />
              <Panel aria-labelledby="record-fields">
                <h2 id="record-fields">{detailCopy.fields}</h2>
                <StyledFields>
                  {detailLines(kind, record).map(({ field, label, text }) => (
                    <Fragment key={field}>
                      <dt>{label}</dt>
                      <dd>{text || '—'}</dd>
                    </Fragment>
                  ))}
                </StyledFields>
              </Panel>
              <EmailStatusPanel emails={record.emails} />
              {extras?.(number, record)}
              <PersonalDataPanel key={record.erasedAt ?? ''} kind={kind} number={number} record={record} onSaved={setEdited} />
            </>
          );
        }}
      </DataView>
    </>
  );
}
