import { useState } from 'react';
import { apiErrorMessage, failureStatus } from '@academy/shared';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import type { BulkResult } from '@academy/contracts/records';
import { useSession } from '../../../lib/session';
import { commonCopy } from '../../../content/office';
import { bulkCopy } from '../../../content/records';
import { bulkChange } from '../api/records';
import { STATUSES } from './RecordEditor';
import { ControlLine, LineLabel, SmallButton, SmallInput, SmallSelect } from './listControls';

/**
 * What to do with the records ticked: one status, or one owner, for all of them. Each is sent with
 * the version its row showed; the answer says how many changed and how many someone else changed
 * since (those are left as they are).
 */
export function BulkBar({
  kind,
  chosen,
  onDone,
  onClear,
}: {
  kind: OfficeRecordKind;
  /** The records ticked, each at the version the list read. */
  chosen: Array<{ number: string; version: string }>;
  onDone: (result: BulkResult) => void;
  onClear: () => void;
}) {
  const { expired } = useSession();
  const [status, setStatus] = useState('');
  const [owner, setOwner] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const send = async (change: { status?: string; owner?: string }) => {
    setBusy(true);
    setError('');
    try {
      onDone(await bulkChange(kind, { records: chosen, ...change }));
      setStatus('');
      setOwner('');
    } catch (failure) {
      if (failureStatus(failure) === 401) expired();
      else setError(apiErrorMessage(failure, commonCopy.saveFailed));
    } finally {
      setBusy(false);
    }
  };
  const statusId = `bulk-status-${kind}`;
  const ownerId = `bulk-owner-${kind}`;
  return (
    <ControlLine role="group" aria-label={bulkCopy.selected(chosen.length)}>
      <LineLabel>{bulkCopy.selected(chosen.length)}</LineLabel>
      <label htmlFor={statusId} className="visually-hidden">
        {bulkCopy.status}
      </label>
      <SmallSelect id={statusId} value={status} onChange={(event) => setStatus(event.target.value)}>
        <option value="">{bulkCopy.status}…</option>
        {STATUSES[kind].map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SmallSelect>
      <SmallButton
        variant="outline"
        busy={busy}
        busyLabel={bulkCopy.applyStatus}
        disabled={status === ''}
        onClick={() => void send({ status })}
      >
        {bulkCopy.applyStatus}
      </SmallButton>
      <label htmlFor={ownerId} className="visually-hidden">
        {bulkCopy.owner}
      </label>
      <SmallInput
        id={ownerId}
        type="email"
        value={owner}
        placeholder={`${bulkCopy.owner} (${bulkCopy.ownerHint})`}
        onChange={(event) => setOwner(event.target.value)}
        style={{ width: '15rem' }}
      />
      <SmallButton
        variant="outline"
        busy={busy}
        busyLabel={bulkCopy.applyOwner}
        disabled={owner.trim() === ''}
        onClick={() => void send({ owner: owner.trim() })}
      >
        {bulkCopy.applyOwner}
      </SmallButton>
      <SmallButton variant="ghost" onClick={onClear}>
        {bulkCopy.clear}
      </SmallButton>
      {error ? <LineLabel role="alert">{error}</LineLabel> : null}
    </ControlLine>
  );
}
