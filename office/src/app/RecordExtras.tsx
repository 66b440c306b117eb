import { useState } from 'react';
import styled from 'styled-components';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import type { OfficeRecord } from '../features/records/api/records';
import { PaymentPanel } from '../features/payments/components/PaymentPanel';
import { ActivityPanel } from '../features/activity/components/ActivityPanel';

/** Apart from the status and note above, which sit on the page without a panel of their own. */
const StyledExtras = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
`;

/**
 * What a record's page shows below its editor: a registration's payment panel, then the activity.
 * A payment marked, or a status the editor saved, shows in the activity at once.
 */
export default function RecordExtras({ kind, number, record }: { kind: OfficeRecordKind; number: string; record: OfficeRecord }) {
  const [payments, setPayments] = useState(0);
  return (
    <StyledExtras>
      {'course' in record && <PaymentPanel number={number} course={record.course} onPaid={() => setPayments((count) => count + 1)} />}
      <ActivityPanel kind={kind} number={number} version={`${record.status}/${payments}`} />
    </StyledExtras>
  );
}
