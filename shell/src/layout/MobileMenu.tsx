import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@academy/shared';
import { courseLinks, registerLink, topLinks } from '../content/navigation';
import { isNavItemActive } from './isActive';

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.menu};
  background: ${({ theme }) => theme.color.backdrop};
  backdrop-filter: blur(6px);
  -webkit-backdrop-filter: blur(6px);
  ${media.up('mobileMenu')} {
    display: none;
  }
`;

const StyledPanel = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.layout.navHeight};
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.z.menu + 1};
  max-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.md};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ul ul {
    padding-left: ${({ theme }) => theme.space[4]};
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touchTarget};
    padding: 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    background: ${({ theme }) => theme.color.surface};
  }
  .register {
    justify-content: center;
    margin-top: ${({ theme }) => theme.space[3]};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  ${media.up('mobileMenu')} {
    display: none;
  }
`;

export function MobileMenu({ open, pathname, onClose }: { open: boolean; pathname: string; onClose: () => void }) {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  const current = (to: string, active: boolean) => (active || pathname === to ? 'page' : undefined);
  return (
    <>
      {open && <StyledBackdrop data-testid="menu-backdrop" onClick={onClose} />}
      {/* Always in the page, hidden while closed, so the menu button's aria-controls names an element that exists. */}
      <StyledPanel id="mobile-menu" hidden={!open}>
        <ul>
          {topLinks.map((item) => (
            <li key={item.to}>
              <Link to={item.to} aria-current={current(item.to, isNavItemActive(item, pathname))}>
                {item.label}
              </Link>
              {item.to === '/courses' && (
                <ul>
                  {courseLinks.map((course) => (
                    <li key={course.to}>
                      <Link to={course.to} aria-current={current(course.to, false)}>
                        {course.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          <li>
            <Link to={registerLink.to} className="register">
              {registerLink.label}
            </Link>
          </li>
        </ul>
      </StyledPanel>
    </>
  );
}
