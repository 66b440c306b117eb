import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { siWhatsapp } from 'simple-icons';
import { media, theme, useConfig } from '@academy/shared';
import { pathsOf } from '@academy/contracts/site';

/**
 * Wide screens: two buttons floating at the bottom right. Phones: a bar docked along the bottom
 * edge of the screen, the full width, so nothing of the page shows beside or below it; the page
 * keeps room for it (the footer's bottom padding and the scroll padding are the clearance token),
 * so every control can be scrolled clear of it.
 */
const StyledFloating = styled.aside<{ $hidden: boolean; $demoElsewhere: boolean; $noDemo: boolean }>`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.z.floating};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  visibility: ${({ $hidden }) => ($hidden ? 'hidden' : 'visible')};
  /* The form and payment pages: booking a demo is not what the visitor came for there. */
  ${({ $noDemo }) => ($noDemo ? 'a[data-demo] { display: none; }' : '')}
  ${media.down('sm')} {
    left: 0;
    right: 0;
    bottom: 0;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.color.navBackground};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    box-shadow: ${({ theme }) => theme.shadow.md};
    visibility: visible;
    a {
      box-shadow: none;
    }
    /* The page already offers Book Free Demo in view (the hero, the registration page): not twice. */
    a[data-demo] {
      flex: 1;
      ${({ $demoElsewhere }) => ($demoElsewhere ? 'display: none;' : '')}
    }
    /* Then the chat takes the bar, with its name written out. */
    ${({ $demoElsewhere, theme }) =>
      $demoElsewhere
        ? `a[data-chat] { flex: 1; gap: ${theme.space[2]}; border-radius: ${theme.radius.pill}; } a[data-chat] [data-chat-label] { display: inline; }`
        : ''}
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 3rem;
    ${media.down('sm')} {
      min-height: ${({ theme }) => theme.layout.touchTarget};
    }
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
  &:hover {
    background: ${({ theme }) => theme.color.accentHover};
  }
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
  ${media.down('sm')} {
    width: ${({ theme }) => theme.layout.touchTarget};
  }
  [data-chat-label] {
    display: none;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** A speech bubble, for a messaging service whose own mark we do not carry. */
const GENERIC_CHAT = 'M12 3C6.5 3 2 6.9 2 11.7c0 2.4 1.1 4.6 3 6.2L4.2 21l3.7-1.6c1.3.4 2.7.7 4.1.7 5.5 0 10-3.9 10-8.7S17.5 3 12 3z';

/**
 * The messaging app's own mark (simple-icons, CC0), white on the app's green as its brand
 * guidelines allow (docs/decisions/brand-marks.md); a plain bubble for any other service.
 */
function messagingMark(label: string): string {
  return label.trim().toLowerCase() === 'whatsapp' ? siWhatsapp.path : GENERIC_CHAT;
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

/** The registration page books the demo itself. */
const DEMO_ROUTES = pathsOf('registration');
/** Pages where Book Free Demo is not offered at all: the forms and payment (docs/product.md, "On every page"). */
const NO_DEMO_ROUTES = (['registration', 'careers', 'careerRegistration', 'payment'] as const).flatMap((key) => pathsOf(key));

/** Whether `pathname` is one of `paths`, in any case and with or without a trailing slash. */
function isOneOf(paths: readonly string[], pathname: string): boolean {
  const bare = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  return paths.includes(bare);
}

/** What the floating buttons may not cover on a wide screen: the page's headings and controls. */
const UNCOVERABLE = 'main :is(h1, h2, h3, h4, a[href], button, input, select, textarea, [role="button"]), footer a[href]';

/** Whether any heading or control of the page shows under `box`. */
function coversPage(box: DOMRect, own: HTMLElement): boolean {
  for (const el of document.querySelectorAll<HTMLElement>(UNCOVERABLE)) {
    if (own.contains(el)) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width > 1 && rect.height > 1 && overlaps(box, rect)) return true;
  }
  return false;
}

/**
 * Whether the page itself shows a Book Free Demo link in the window (or is the registration page)
 * watched as the page scrolls and as remote pages arrive.
 */
function useDemoElsewhere(own: RefObject<HTMLElement | null>): boolean {
  const { pathname } = useLocation();
  // Home's hero shows Book Free Demo on a phone's first screen: the prerendered bar starts as if
  // it were seen, so the bar does not change (a layout shift) once the observer has looked.
  const [inView, setInView] = useState(pathname === '/');
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main || typeof IntersectionObserver === 'undefined') return undefined;
    const visible = new Set<Element>();
    const intersections = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      setInView(visible.size > 0);
    });
    const watched = new Set<Element>();
    const scan = () => {
      const label = own.current?.querySelector('a[data-demo]')?.textContent?.trim();
      main.querySelectorAll('a[href="/registration"]').forEach((link) => {
        if (watched.has(link) || link.textContent?.trim() !== label) return;
        watched.add(link);
        intersections.observe(link);
      });
    };
    scan();
    const mutations = new MutationObserver(scan);
    mutations.observe(main, { childList: true, subtree: true });
    return () => {
      mutations.disconnect();
      intersections.disconnect();
      setInView(false);
    };
  }, [pathname, own]);
  return inView || isOneOf(DEMO_ROUTES, pathname);
}

/**
 * Book Free Demo and chat, fixed bottom right (a docked bar on phones, for which the page keeps
 * room); on wide screens they step aside while a heading or control of the page, or the focused
 * control, is underneath them.
 */
export function FloatingActions() {
  const { messaging } = useConfig();
  const { pathname } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const [covering, setCovering] = useState(false);
  const demoElsewhere = useDemoElsewhere(ref);
  const noDemo = isOneOf(NO_DEMO_ROUTES, pathname);

  useEffect(() => {
    const own = ref.current;
    if (!own) return undefined;
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(`(min-width: ${theme.breakpoint.sm})`) : null;
    const check = () => {
      const focused = document.activeElement;
      const box = own.getBoundingClientRect();
      const overFocus = !!focused && focused !== document.body && !own.contains(focused) && overlaps(box, focused.getBoundingClientRect());
      setCovering(overFocus || (!!wide?.matches && coversPage(box, own)));
    };
    // At most once a frame, however many scroll events or page changes come in it.
    let frame = 0;
    const schedule = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          check();
        });
    };
    const main = document.getElementById('main');
    // Remote pages arrive after the shell's; a page's content changes as it loads.
    const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(schedule);
    if (main) mutations?.observe(main, { childList: true, subtree: true });
    document.addEventListener('focusin', check);
    document.addEventListener('focusout', check);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      mutations?.disconnect();
      document.removeEventListener('focusin', check);
      document.removeEventListener('focusout', check);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [pathname]);

  return (
    <StyledFloating
      ref={ref}
      $hidden={covering}
      $demoElsewhere={demoElsewhere || noDemo}
      $noDemo={noDemo}
      aria-label="Quick actions"
      data-testid="floating-actions"
    >
      <StyledDemo to="/registration" data-demo="">
        Book Free Demo
      </StyledDemo>
      {/* No chat link when config.json names no messaging address. */}
      {messaging.href && (
        <StyledChat
          data-chat=""
          href={messaging.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Chat with us on ${messaging.label}`}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="26" height="26" fill="currentColor">
            <path d={messagingMark(messaging.label)} />
          </svg>
          <span data-chat-label="" aria-hidden="true">
            {`Chat with us on ${messaging.label}`}
          </span>
        </StyledChat>
      )}
    </StyledFloating>
  );
}
