import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ButtonLink, useConfig } from '@academy/shared';
import { courseLinks, registerLink, topLinks } from '../content/navigation';
import { isNavItemActive } from './isActive';
import { LogoMark } from './LogoMark';
import { MobileMenu } from './MobileMenu';
import { useDropdownKeys } from './useDropdownKeys';
import {
  StyledArrow,
  StyledBrand,
  StyledDropdown,
  StyledDropdownItem,
  StyledHeader,
  StyledInner,
  StyledLinks,
  StyledMenuButton,
  StyledNavLink,
  StyledNavItem,
} from './TopNav.styled';

export function TopNav() {
  const { product } = useConfig();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Another page closes the menu, from the render that shows it (React's way to adjust state to a prop).
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }
  const dropdownKeys = useDropdownKeys();

  return (
    <StyledHeader>
      <StyledInner aria-label="Main">
        <StyledBrand to="/" aria-label={`${product} home`}>
          <LogoMark />
          <span>{product}</span>
        </StyledBrand>
        <StyledLinks>
          {topLinks.map((item) => {
            const active = isNavItemActive(item, pathname);
            const isCourses = item.to === '/courses';
            return (
              <StyledNavItem key={item.to} $hasDropdown={isCourses} {...(isCourses ? dropdownKeys : {})}>
                <StyledNavLink to={item.to} $active={active} aria-current={active ? 'page' : undefined}>
                  {item.label}
                  {isCourses && <StyledArrow aria-hidden="true">▾</StyledArrow>}
                </StyledNavLink>
                {isCourses && (
                  <StyledDropdown aria-label="Course pages">
                    {courseLinks.map((course) => (
                      <li key={course.to}>
                        <StyledDropdownItem as={Link} to={course.to} aria-current={pathname === course.to ? 'page' : undefined}>
                          {course.label}
                        </StyledDropdownItem>
                      </li>
                    ))}
                  </StyledDropdown>
                )}
              </StyledNavItem>
            );
          })}
        </StyledLinks>
        <ButtonLink to={registerLink.to} variant="accent" className="nav-register">
          {registerLink.label}
        </ButtonLink>
        <StyledMenuButton
          type="button"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </StyledMenuButton>
      </StyledInner>
      <MobileMenu open={menuOpen} pathname={pathname} onClose={() => setMenuOpen(false)} />
    </StyledHeader>
  );
}
