import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, useClock } from '@academy/shared';
import type { OfficeDemo } from '@academy/contracts/office-rules';
import { courseName, demosCopy as copy } from '../../../content/demos';
import { ContactButtons } from '../../../lib/contact/ContactButtons';
import { istDateTime } from '@academy/contracts/time';
import { Notice, Panel, Row } from '../../../lib/ui';
import { demoContact } from '../lib/demoContact';
import { MoveDemo } from './MoveDemo';
import { useDemoChange } from './useDemoChange';

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const StyledActions = styled(Row)`
  margin-top: ${({ theme }) => theme.space[4]};
`;

/**
 * One demo for the desk: when, who, the family's Call and WhatsApp, and what happened (attended,
 * no-show), or a move or cancellation on the parent's behalf, each on the version shown.
 */
export function DemoDetail({ demo, onChanged, onClose }: { demo: OfficeDemo; onChanged: () => void; onClose: () => void }) {
  const now = useClock().now();
  const { change, busy, outcome } = useDemoChange(onChanged);
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const live = demo.status === 'booked';
  const headingId = `demo-${demo.id}-heading`;
  return (
    <Panel aria-labelledby={headingId} data-testid="demo-detail">
      <h2 id={headingId}>{copy.detailHeading(demo.childName || demo.registrationNumber, courseName(demo.course))}</h2>
      <StyledFacts>
        <dt>{copy.when}</dt>
        <dd>
          {istDateTime(demo.startsAt)} IST · {copy.minutes(demo.minutes)}
        </dd>
        <dt>{copy.with}</dt>
        <dd>{demo.teacherName}</dd>
        <dt>{copy.parent}</dt>
        <dd>{demo.parentName || '—'}</dd>
        <dt>{copy.registration}</dt>
        <dd>
          <Link to={`/registrations/${demo.registrationNumber}`}>{demo.registrationNumber}</Link>
        </dd>
        <dt>{copy.statusLabel}</dt>
        <dd>
          {copy.status[demo.status]} · {demo.paid ? copy.paid : copy.notPaid}
        </dd>
      </StyledFacts>
      <ContactButtons contact={demoContact(demo)} prominent />
      {outcome?.kind === 'done' && (
        <Notice role="status" $tone="success">
          {outcome.message}
        </Notice>
      )}
      {outcome?.kind === 'changed-since' && (
        <Notice role="alert" $tone="error">
          {copy.changedSince}{' '}
          <Button variant="outline" onClick={onChanged}>
            {copy.reload}
          </Button>
        </Notice>
      )}
      {outcome?.kind === 'failed' && (
        <Notice role="alert" $tone="error">
          {outcome.message}
        </Notice>
      )}
      <StyledActions>
        {demo.status !== 'attended' && demo.status !== 'cancelled' && (
          <Button onClick={() => void change(demo, { status: 'attended' }, copy.status.attended)} busy={busy} busyLabel={copy.saving}>
            {copy.markAttended}
          </Button>
        )}
        {demo.status !== 'no-show' && demo.status !== 'cancelled' && (
          <Button variant="outline" onClick={() => void change(demo, { status: 'no-show' }, copy.status['no-show'])} disabled={busy}>
            {copy.markNoShow}
          </Button>
        )}
        {live && (
          <Button variant="outline" onClick={() => setMoving((open) => !open)} aria-expanded={moving}>
            {copy.move}
          </Button>
        )}
        {live && !cancelling && (
          <Button variant="ghost" onClick={() => setCancelling(true)}>
            {copy.cancelDemo}
          </Button>
        )}
        <Button variant="ghost" onClick={onClose}>
          {copy.close}
        </Button>
      </StyledActions>
      {live && cancelling && (
        <Notice as="div" role="group" aria-label={copy.cancelDemo} $tone="error">
          {copy.cancelConfirm}
          <Button
            variant="accent"
            onClick={() => void change(demo, { status: 'cancelled' }, copy.status.cancelled)}
            busy={busy}
            busyLabel={copy.saving}
          >
            {copy.cancelYes}
          </Button>
          <Button variant="outline" onClick={() => setCancelling(false)}>
            {copy.keep}
          </Button>
        </Notice>
      )}
      {live && moving && <MoveDemo demo={demo} now={now} busy={busy} onMove={(slotId) => void change(demo, { slotId }, copy.move)} />}
    </Panel>
  );
}
