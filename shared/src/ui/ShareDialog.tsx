import styled from 'styled-components';
import { useTimedMessage } from '../clock/useTimedMessage';
import { Dialog } from './Dialog';

/** How long the copy button shows its done icon after copying. */
const COPY_CONFIRMATION_MS = 2000;

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** The address to share (usually the current page's). */
  url: string;
  /** The text offered with the link on networks that take one. */
  title?: string;
}

interface ShareTarget {
  name: string;
  href: (url: string, title: string) => string;
  /** A 24×24 glyph path. */
  icon: string;
}

const enc = encodeURIComponent;

const SHARE_TARGETS: readonly ShareTarget[] = [
  {
    name: 'WhatsApp',
    href: (url, title) => `https://wa.me/?text=${enc(title ? `${title} ${url}` : url)}`,
    icon: 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.2c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.5-3.9-4.7-4.1-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.9 2.1c.1.2.1.3 0 .5l-.3.5-.4.5c-.1.1-.3.3-.1.5.1.3.6 1.1 1.4 1.8 1 .9 1.8 1.1 2 1.3.3.1.4.1.6-.1l.8-1c.2-.3.4-.2.6-.1l2 1c.3.1.5.2.5.3.1.1.1.7-.1 1.3z',
  },
  {
    name: 'Facebook',
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
    icon: 'M14 8V6.3c0-.8.2-1.3 1.4-1.3H17V2h-2.6C11.5 2 10.5 3.5 10.5 6v2H8v3h2.5v11H14V11h2.6l.4-3z',
  },
  {
    name: 'X',
    href: (url, title) => `https://twitter.com/intent/tweet?url=${enc(url)}${title ? `&text=${enc(title)}` : ''}`,
    icon: 'M17.8 3h3.1l-6.7 7.6L22 21h-6.2l-4.8-6.3L5.5 21H2.4l7.2-8.2L2 3h6.3l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.5z',
  },
  {
    name: 'LinkedIn',
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
    icon: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.2c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V21h-4z',
  },
];

const StyledAddress = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: stretch;
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[5]};
  /* The whole address, wrapped over as many lines as it needs: on a phone a one-line field showed
     only its end ("nttp://…" cut on the left). */
  textarea {
    flex: 1;
    min-width: 0;
    min-height: ${({ theme }) => theme.layout.touchTarget};
    field-sizing: content;
    resize: none;
    overflow-wrap: anywhere;
    line-height: 1.4;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledCopy = styled.button`
  flex: none;
  align-self: flex-start;
  height: ${({ theme }) => theme.layout.touchTarget};
  width: ${({ theme }) => theme.layout.touchTarget};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  cursor: pointer;
  display: grid;
  place-items: center;
  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }
`;

const StyledTargets = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[2]} 0;
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.xs};
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.color.surface};
    }
  }
  span[aria-hidden] {
    display: grid;
    place-items: center;
    width: ${({ theme }) => theme.layout.touchTarget};
    height: ${({ theme }) => theme.layout.touchTarget};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

function Glyph({ path }: { path: string }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

const COPY_ICON = 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11z';
const DONE_ICON = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z';

/** The share dialog of course pages and achievements: the address, a copy button and four networks. */
export function ShareDialog({ open, onClose, url, title = '' }: ShareDialogProps) {
  const copied = useTimedMessage<true>(COPY_CONFIRMATION_MS);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      copied.show(true);
    } catch {
      // Clipboard refused (permissions, insecure origin): the address stays selectable in the field.
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Share">
      <StyledAddress>
        <label htmlFor="share-dialog-address" className="visually-hidden">
          Page address
        </label>
        <textarea id="share-dialog-address" readOnly rows={1} value={url} onFocus={(event) => event.currentTarget.select()} />
        <StyledCopy type="button" onClick={() => void copy()} aria-label={copied.message ? 'Link copied' : 'Copy link'}>
          <Glyph path={copied.message ? DONE_ICON : COPY_ICON} />
        </StyledCopy>
      </StyledAddress>
      <p role="status" className="visually-hidden">
        {copied.message ? 'Link copied to the clipboard' : ''}
      </p>
      <StyledTargets aria-label="Share on">
        {SHARE_TARGETS.map((target) => (
          <li key={target.name}>
            <a href={target.href(url, title)} target="_blank" rel="noopener noreferrer">
              <span aria-hidden="true">
                <Glyph path={target.icon} />
              </span>
              {target.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </StyledTargets>
    </Dialog>
  );
}
