import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, useConfig } from '@academy/shared';

const StyledFloating = styled.aside<{ $hidden: boolean }>`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.z.floating};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  visibility: ${({ $hidden }) => ($hidden ? 'hidden' : 'visible')};
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 3rem;
    ${media.down('sm')} { min-height: ${({ theme }) => theme.layout.touchTarget}; }
    box-shadow: ${({ theme }) => theme.shadow.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
  }
`;

const StyledDemo = styled(Link)`
  padding: 0 ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  &:hover { background: ${({ theme }) => theme.color.accentHover}; }
  /* Smaller on phones, so less of the page sits beneath it (still well above a 24 px target). */
  ${media.down('sm')} {
    padding: 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledChat = styled.a`
  width: 3rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.whatsapp};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.lg};
  ${media.down('sm')} { width: ${({ theme }) => theme.layout.touchTarget}; }
`;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

/** Book Free Demo and chat, fixed bottom right; they step aside when a focused control is underneath. */
export function FloatingActions() {
  const { messaging } = useConfig();
  const ref = useRef<HTMLElement>(null);
  const [covering, setCovering] = useState(false);

  useEffect(() => {
    const check = () => {
      const focused = document.activeElement;
      const own = ref.current;
      const blocked = !!own && !!focused && focused !== document.body && !own.contains(focused) && overlaps(own.getBoundingClientRect(), focused.getBoundingClientRect());
      setCovering(blocked);
    };
    document.addEventListener('focusin', check);
    document.addEventListener('focusout', check);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      document.removeEventListener('focusin', check);
      document.removeEventListener('focusout', check);
      window.removeEventListener('scroll', check);
    };
  }, []);

  return (
    <StyledFloating ref={ref} $hidden={covering} aria-label="Quick actions" data-testid="floating-actions">
      <StyledDemo to="/registration">Book Free Demo</StyledDemo>
      {/* No chat link when config.json names no messaging address. */}
      {messaging.href && (
        <StyledChat href={messaging.href} target="_blank" rel="noopener noreferrer" aria-label={`Chat with us on ${messaging.label}`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26" fill="currentColor">
            <path d="M12 3C6.5 3 2 6.9 2 11.7c0 2.4 1.1 4.6 3 6.2L4.2 21l3.7-1.6c1.3.4 2.7.7 4.1.7 5.5 0 10-3.9 10-8.7S17.5 3 12 3zm-4 10a1.3 1.3 0 1 1 0-2.6A1.3 1.3 0 0 1 8 13zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6z" />
          </svg>
        </StyledChat>
      )}
    </StyledFloating>
  );
}
