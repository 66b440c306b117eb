import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { OfficeDemo } from '@academy/contracts/office-rules';
import { courseName, demosCopy as copy } from '../../../content/demos';
import { ContactButtons } from '../../../lib/contact/ContactButtons';
import { istTime } from '@academy/contracts/time';
import { demoContact } from '../lib/demoContact';

const StyledCard = styled.article<{ $status: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid
    ${({ theme, $status }) => ($status === 'attended' ? theme.color.success : $status === 'no-show' ? theme.color.danger : theme.color.primary)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  font-size: ${({ theme }) => theme.font.size.sm};
  p {
    margin: 0;
  }
  a.demo-open {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A booking on the calendar: time (IST), child (opens it), course, teacher, parent, status, Call and WhatsApp. */
export function DemoCard({ demo, openHref }: { demo: OfficeDemo; openHref: string }) {
  const time = istTime(demo.startsAt);
  return (
    <StyledCard $status={demo.status} data-testid="demo-card">
      <Link className="demo-open" to={openHref}>
        {copy.open(demo.childName || demo.registrationNumber, time)}
      </Link>
      <p>
        {courseName(demo.course)} · {demo.teacherName} · {copy.minutes(demo.minutes)}
      </p>
      <StyledMeta>
        {copy.parent}: {demo.parentName || '—'} · {copy.status[demo.status]}
      </StyledMeta>
      <ContactButtons contact={demoContact(demo)} />
    </StyledCard>
  );
}
