import { Suspense, lazy, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { CONSENT_GIVEN } from '@academy/contracts/rules/constants';

// The notice's text comes with its dialog, on the first click, not with every page.
const PrivacyNoticeDialog = lazy(() => import('../privacy/PrivacyNoticeDialog'));

// The required consent box of the registration and application forms: the person agrees to the
// privacy notice (linked from the label, opened in a dialog over the form so nothing typed is
// lost). The form holds a ticked box as the text CONSENT_GIVEN, which the shared schema requires,
// so form and API refuse alike.

const StyledConsent = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  align-items: start;
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.font.size.sm};
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.1rem 0 0;
    accent-color: ${({ theme }) => theme.color.primary};
    cursor: pointer;
  }
  label {
    cursor: pointer;
  }
  /* A 24 px high target inside the sentence (WCAG 2.2, 2.5.8), the line's height unchanged. */
  a {
    display: inline-block;
    min-height: 1.5rem;
    line-height: 1.5rem;
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const StyledConsentError = styled.p`
  grid-column: 2;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * The privacy notice, as a link inside a consent label: a click opens the notice in a dialog over
 * the form (a link, not a button: a label may hold no other labelable control). A click meant for
 * a new tab or window still goes to /privacy there.
 */
export function PrivacyNoticeLink({ children = 'privacy notice' }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a href="/privacy" onClick={onClick} aria-haspopup="dialog">
        {children}
      </a>
      {open && (
        <Suspense fallback={null}>
          <PrivacyNoticeDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export interface ConsentFieldProps {
  id: string;
  errorId: string;
  /** The form's value: CONSENT_GIVEN when ticked. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The label, with a PrivacyNoticeLink in it. */
  children: ReactNode;
}

export function ConsentField({ id, errorId, value, onChange, error, children }: ConsentFieldProps) {
  return (
    <StyledConsent>
      <input
        id={id}
        name="consent"
        type="checkbox"
        checked={value === CONSENT_GIVEN}
        onChange={(event) => onChange(event.target.checked ? CONSENT_GIVEN : '')}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={id}>{children}</label>
      {error && <StyledConsentError id={errorId}>{error}</StyledConsentError>}
    </StyledConsent>
  );
}
