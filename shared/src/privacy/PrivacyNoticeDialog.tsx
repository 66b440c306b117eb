import styled from 'styled-components';
import { Dialog } from '../ui/Dialog';
import { privacyNotice } from './privacyNotice';
import { PrivacyNoticeSections } from './PrivacyNoticeSections';

const StyledNotice = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  h3 {
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.md};
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
  }
  ul {
    padding-left: ${({ theme }) => theme.space[5]};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

/**
 * The privacy notice over a form (the consent box's link), fetched on the first click: the whole
 * page, with its request form, is a new tab away, so the form keeps what was typed.
 */
export default function PrivacyNoticeDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={privacyNotice.title} size="lg">
      <StyledNotice>
        <PrivacyNoticeSections level={3} />
        <p>
          <a href="/privacy" target="_blank" rel="noopener">
            {privacyNotice.fullPageLink} <span className="visually-hidden">{privacyNotice.newTab}</span>
          </a>
        </p>
      </StyledNotice>
    </Dialog>
  );
}
