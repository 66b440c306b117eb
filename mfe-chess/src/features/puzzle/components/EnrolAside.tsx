import { ButtonLink } from '@academy/shared';
import { ENROL_SIDE } from '../../../content/puzzleCopy';
import { StyledAside } from './styled';

/** The side text inviting the visitor to enrol. */
export function EnrolAside() {
  return (
    <StyledAside aria-label={ENROL_SIDE.heading}>
      <h2>{ENROL_SIDE.heading}</h2>
      <p>{ENROL_SIDE.text}</p>
      <ButtonLink to={ENROL_SIDE.to} variant="accent">
        {ENROL_SIDE.link}
      </ButtonLink>
    </StyledAside>
  );
}
