import { NO_LINK } from '../../../content/tournamentCopy';
import type { GroupAction } from '../lib/tournamentStatus';
import { StyledGroupLink, StyledNone } from './styled';

interface GroupLinkProps {
  href: string | undefined;
  action: GroupAction;
  /** Read after the visible word, e.g. "Group A, 22/11/2026 06:30 PM IST". */
  context: string;
}

/** A group's Play / Result / Upcoming button, or a quiet dash when the group has no link. */
export function GroupLink({ href, action, context }: GroupLinkProps) {
  if (!href) return <NoLink />;
  return (
    <StyledGroupLink href={href} target="_blank" rel="noopener noreferrer" $action={action}>
      {action}
      <span className="visually-hidden">{` ${context} (opens in a new tab)`}</span>
    </StyledGroupLink>
  );
}

export function NoLink() {
  return (
    <StyledNone>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{NO_LINK}</span>
    </StyledNone>
  );
}
