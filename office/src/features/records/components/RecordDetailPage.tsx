import { Fragment, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { failureStatus } from '@academy/shared';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { useLoad } from '../../../lib/useLoad';
import { DataView, PageHeading, Panel } from '../../../lib/ui';
import { detailCopy, recordsCopy } from '../../../content/records';
import { getRecord } from '../api/records';
import type { OfficeRow } from '../api/records';
import { RecordEditor } from './RecordEditor';
import { PersonalDataPanel } from './PersonalDataPanel';

const StyledFields = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt { font-weight: ${({ theme }) => theme.font.weight.medium}; color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

/** One registration or application: every field, with its status and note. */
export default function RecordDetailPage({ kind }: { kind: OfficeRecordKind }) {
  const { number = '' } = useParams();
  const [missing, setMissing] = useState(false);
  const [edited, setEdited] = useState<OfficeRow | null>(null);
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
      <DataView state={state} reload={reload} empty={missing ? detailCopy.notFound : ''} isEmpty={(row) => row === null}>
        {(loaded) => {
          const row = edited ?? (loaded as OfficeRow);
          return (
            <>
              <Panel aria-labelledby="record-fields">
                <h2 id="record-fields">{detailCopy.fields}</h2>
                <StyledFields>
                  {Object.entries(row).map(([field, value]) => (
                    <Fragment key={field}>
                      <dt>{field}</dt>
                      <dd>{value || '—'}</dd>
                    </Fragment>
                  ))}
                </StyledFields>
              </Panel>
              <RecordEditor kind={kind} number={number} row={row} onSaved={setEdited} />
              <PersonalDataPanel key={row.erasedAt} kind={kind} number={number} row={row} onSaved={setEdited} />
            </>
          );
        }}
      </DataView>
    </>
  );
}
