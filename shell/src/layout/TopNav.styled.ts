import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { media, pageGutter } from '@academy/shared';

export const StyledHeader = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.z.nav};
  height: ${({ theme }) => theme.layout.navHeight};
  background: ${({ theme }) => theme.color.navBackground};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const StyledInner = styled.nav`
  height: 100%;
  padding: 0 ${pageGutter};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  .nav-register {
    display: none;
  }
  ${media.up('mobileMenu')} {
    .nav-register {
      display: inline-flex;
    }
  }
`;

export const StyledBrand = styled(Link)`
  margin-right: auto;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.primary};
  text-decoration: none;
  white-space: nowrap;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  letter-spacing: -0.01em;
  svg {
    flex: none;
  }
`;

export const StyledLinks = styled.ul`
  display: none;
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.up('mobileMenu')} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

export const StyledArrow = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space[1]};
  transition: transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
`;

export const StyledDropdown = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  min-width: 12rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} 0;
  list-style: none;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  opacity: 0;
  visibility: hidden;
  transform: translateY(-4px);
  transition:
    opacity ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast},
    visibility ${({ theme }) => theme.motion.fast};
`;

export const StyledNavItem = styled.li<{ $hasDropdown: boolean }>`
  position: relative;
  ${({ $hasDropdown }) =>
    $hasDropdown &&
    css`
      /* Open on hover and on focus; Escape dismisses it until the pointer or focus leaves (data-dismissed). */
      &:not([data-dismissed]):hover ${StyledDropdown}, &:not([data-dismissed]):focus-within ${StyledDropdown} {
        opacity: 1;
        visibility: visible;
        transform: none;
      }
      &:not([data-dismissed]):hover ${StyledArrow}, &:not([data-dismissed]):focus-within ${StyledArrow} {
        transform: rotate(180deg);
      }
    `}
`;

export const StyledNavLink = styled(Link)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.text)};
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.bold : theme.font.weight.medium)};
  text-decoration: none;
  box-shadow: ${({ theme, $active }) => ($active ? `inset 0 -3px 0 ${theme.color.accent}` : 'none')};
  &:hover {
    color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surface};
  }
`;

export const StyledDropdownItem = styled.a`
  display: block;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover,
  &:focus-visible,
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
  }
`;

export const StyledMenuButton = styled.button`
  width: ${({ theme }) => theme.layout.touchTarget};
  height: ${({ theme }) => theme.layout.touchTarget};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
  cursor: pointer;
  ${media.up('mobileMenu')} {
    display: none;
  }
`;
