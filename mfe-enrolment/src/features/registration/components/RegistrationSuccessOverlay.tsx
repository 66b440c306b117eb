import { Suspense, useRef } from 'react';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Dialog, LoadingBlock, buttonStyles, useConfig } from '@academy/shared';
import { COURSE_LINKS } from '../../../content/courseLinks';
import { ChosenCourseFee } from './ChosenCourseFee';
import { SuccessIllustration } from './SuccessIllustration';

export const SUCCESS_TITLE = 'Your registration is successful!';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledIllustration = styled(SuccessIllustration)`
  width: 10rem;
  height: auto;
`;

/** The dialog's visible title, below the image; the Dialog's own (visually hidden) h2 names it. */
const StyledTitle = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.25;
  color: ${({ theme }) => theme.color.success};
`;

const StyledLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledNumber = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  border: 2px dashed ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.06em;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const StyledExplore = styled.section`
  width: 100%;
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledCourseList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCourseLink = styled(Link)<{ $variant: 'outline' }>`
  ${buttonStyles}
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The demo step the page gives the overlay (a lazily loaded picker), with the registration's token. */
export type DemoStep = ComponentType<{ token: string; onLeave: () => void }>;

export interface RegistrationSuccessOverlayProps {
  /** The number to show; the overlay is open while it is set. */
  registrationNumber: string | null;
  onClose: () => void;
  /** The course registered for, whose fee the overlay shows. */
  course: string;
  /** The registration's demo token (the API's answer), for the demo step. */
  demoToken?: string | null;
  DemoStep?: DemoStep;
}

/** The registration success overlay, as an APG modal dialog. */
export function RegistrationSuccessOverlay({ registrationNumber, onClose, course, demoToken, DemoStep }: RegistrationSuccessOverlayProps) {
  const { supportEmail } = useConfig();
  const closeRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      open={registrationNumber !== null}
      onClose={onClose}
      title={SUCCESS_TITLE}
      hideTitle
      size="lg"
      showCloseButton={false}
      initialFocusRef={closeRef}
    >
      <StyledBody>
        <StyledIllustration />
        <StyledTitle aria-hidden="true">{SUCCESS_TITLE}</StyledTitle>
        <StyledLead>Below is your Registration Number</StyledLead>
        <StyledNumber data-testid="registration-number">{registrationNumber}</StyledNumber>
        <p>Please check your email for further details.</p>
        <ChosenCourseFee course={course} />
        {DemoStep && demoToken && (
          <Suspense fallback={<LoadingBlock />}>
            <DemoStep token={demoToken} onLeave={onClose} />
          </Suspense>
        )}
        <StyledActions>
          <a href={`mailto:${supportEmail}`}>Contact us for more information</a>
          <Button ref={closeRef} onClick={onClose}>
            Close
          </Button>
        </StyledActions>
        <StyledExplore aria-labelledby="explore-more-classes">
          <h3 id="explore-more-classes">Explore More Classes</h3>
          <StyledCourseList>
            {COURSE_LINKS.map((course) => (
              <li key={course.to}>
                <StyledCourseLink to={course.to} $variant="outline" onClick={onClose}>
                  {course.label}
                </StyledCourseLink>
              </li>
            ))}
          </StyledCourseList>
        </StyledExplore>
      </StyledBody>
    </Dialog>
  );
}
