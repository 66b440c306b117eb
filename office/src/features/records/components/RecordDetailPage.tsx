import { Fragment, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
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

const StyledFields = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt { font-weight: ${({ theme }) => theme.font.weight.medium}; color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
`;

/** One registration or application: every field, its e-mails, its status and note, its personal data. */
export default function RecordDetailPage({ kind }: { kind: OfficeRecordKind }) {
  const { number = '' } = useParams();
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
        <Link to={`/${kind}`}>{detailCopy.back}</Link>
      </p>
      <PageHeading>
        {recordsCopy[kind].numberLabel} {number}
      </PageHeading>
      <DataView state={state} reload={reload} empty={missing ? detailCopy.notFound : ''} isEmpty={(record) => record === null}>
        {(loaded) => {
          const record: OfficeRecord = edited ?? (loaded as OfficeRecord);
          return (
            <>
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
              <RecordEditor kind={kind} number={number} record={record} onSaved={setEdited} />
              <PersonalDataPanel key={record.erasedAt ?? ''} kind={kind} number={number} record={record} onSaved={setEdited} />
            </>
          );
        }}
      </DataView>
    </>
  );
}
