import { useId, useState } from 'react';
import { CareersTermsDialog } from './CareersTermsDialog';
import { StyledTerms, StyledTextButton } from './styled';

export interface TermsAgreementProps {
  accepted: boolean;
  onChange: (accepted: boolean) => void;
}

/** The terms checkbox; its "Terms & Conditions" button opens the careers terms. */
export function TermsAgreement({ accepted, onChange }: TermsAgreementProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <StyledTerms>
      <input
        id={id}
        name="terms"
        type="checkbox"
        checked={accepted}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={`${id}-label ${id}-terms`}
      />
      {/* The words and the button share the column beside the box: a line that wraps stays beside it. */}
      <span>
        <label id={`${id}-label`} htmlFor={id}>
          I have read and accept the
        </label>{' '}
        <StyledTextButton id={`${id}-terms`} type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          Terms &amp; Conditions
        </StyledTextButton>
      </span>
      <CareersTermsDialog
        open={open}
        onClose={() => setOpen(false)}
        onAccept={() => {
          onChange(true);
          setOpen(false);
        }}
      />
    </StyledTerms>
  );
}
