import styled from 'styled-components';
import { Button, Dialog } from '@academy/shared';
import { CAREERS_TERMS, CAREERS_TERMS_INTRO, CAREERS_TERMS_TITLE } from '../../../content/careersTerms';

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space[4]};
  h3 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.primary};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
  li + li { margin-top: ${({ theme }) => theme.space[1]}; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export interface CareersTermsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Accept the terms (ticks the form's checkbox) and close. */
  onAccept: () => void;
}

/** The careers variant of the terms, as an APG modal dialog. */
export function CareersTermsDialog({ open, onClose, onAccept }: CareersTermsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={CAREERS_TERMS_TITLE} size="lg">
      <StyledIntro>{CAREERS_TERMS_INTRO}</StyledIntro>
      {CAREERS_TERMS.map((section, index) => (
        <StyledSection key={section.heading} aria-labelledby={`careers-terms-${index}`}>
          <h3 id={`careers-terms-${index}`}>{`${index + 1}. ${section.heading}`}</h3>
          <ul>
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </StyledSection>
      ))}
      <StyledActions>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onAccept}>I Accept</Button>
      </StyledActions>
    </Dialog>
  );
}
