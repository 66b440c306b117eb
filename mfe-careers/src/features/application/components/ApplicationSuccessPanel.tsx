import { useEffect, useId, useRef } from 'react';
import { Button, useConfig } from '@academy/shared';
import { SUCCESS_TITLE } from '../../../content/careerRegistration';
import { StyledMuted, StyledNumber, StyledSuccessMark, StyledSuccessPanel } from './styled';

export interface ApplicationSuccessPanelProps {
  applicationNumber: string;
  onClose: () => void;
}

/** Slides over the form once the application is stored; Close takes the visitor back to the form. */
export function ApplicationSuccessPanel({ applicationNumber, onClose }: ApplicationSuccessPanelProps) {
  const { supportEmail } = useConfig();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  // The Apply button was disabled under the pointer, so focus fell to the page: bring it here.
  useEffect(() => closeRef.current?.focus(), []);

  return (
    <StyledSuccessPanel aria-labelledby={titleId} role="region">
      <StyledSuccessMark aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          focusable="false"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </StyledSuccessMark>
      <h2 id={titleId}>{SUCCESS_TITLE}</h2>
      <p>Your application number</p>
      <StyledNumber data-testid="application-number">{applicationNumber}</StyledNumber>
      <StyledMuted>
        We have sent the details to your e-mail. Questions? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </StyledMuted>
      <Button ref={closeRef} onClick={onClose}>
        Close
      </Button>
    </StyledSuccessPanel>
  );
}
