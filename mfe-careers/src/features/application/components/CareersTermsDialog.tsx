import styled from 'styled-components';
import { Button, Dialog } from '@academy/shared';
import { CAREERS_TERMS, CAREERS_TERMS_INTRO, CAREERS_TERMS_TITLE } from '../../../content/careersTerms';

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledContents = styled.nav`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space[1]} 0;
  }
`;

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space[4]};
  h3 {
    scroll-margin-top: ${({ theme }) => theme.space[4]};
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.primary};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
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

const sectionId = (index: number) => `careers-terms-${index + 1}`;

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
      {/* The first thing to focus sits at the top, so the terms open at their start. */}
      <StyledContents aria-label="Sections">
        <ol>
          {CAREERS_TERMS.map((section, index) => (
            <li key={section.heading}>
              <a
                href={`#${sectionId(index)}`}
                onClick={(event) => {
                  event.preventDefault(); // a hash in the URL would be a route change for the site
                  document.getElementById(sectionId(index))?.focus();
                }}
              >
                {`${index + 1}. ${section.heading}`}
              </a>
            </li>
          ))}
        </ol>
      </StyledContents>
      {CAREERS_TERMS.map((section, index) => (
        <StyledSection key={section.heading} aria-labelledby={sectionId(index)}>
          <h3 id={sectionId(index)} tabIndex={-1}>{`${index + 1}. ${section.heading}`}</h3>
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
