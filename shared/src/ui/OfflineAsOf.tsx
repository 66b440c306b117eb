import styled from 'styled-components';
import { offlineAsOfMessage } from '../api/keptCopy';

const StyledOfflineAsOf = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Above data shown from the copy kept on the device: "Offline: showing … as of …". Nothing when the data is fresh. */
export function OfflineAsOf({ what, asOf }: { what: string; asOf: Date | null }) {
  return asOf ? <StyledOfflineAsOf role="status">{offlineAsOfMessage(what, asOf)}</StyledOfflineAsOf> : null;
}
