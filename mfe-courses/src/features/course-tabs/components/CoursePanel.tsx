import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, COURSE_IMAGES, COURSE_IMAGE_SIZE, media } from '@academy/shared';
import type { Course } from '@academy/shared';
import { COURSE_RECORDS } from '../../../content/courses';
import { courseTabsText } from '../../../content/pageText';

const StyledPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: center;
  ${media.up('mobileMenu')} {
    grid-template-columns: 3fr 2fr;
  }
  &:has(> :only-child) {
    grid-template-columns: 1fr;
  }
  h3 {
    margin-top: 0;
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin-top: 0;
  }
  ul {
    padding-left: ${({ theme }) => theme.space[5]};
    margin: 0 0 ${({ theme }) => theme.space[5]};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledDetailsLink = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.primary};
`;

/** One course's description, highlights and Register button; a tab also shows its title and picture. */
export function CoursePanel({ course, variant }: { course: Course; variant: 'tab' | 'accordion' }) {
  const record = COURSE_RECORDS[course.slug];
  return (
    <StyledPanel>
      <div>
        {variant === 'tab' && <h3>{course.label}</h3>}
        <p>{record.description}</p>
        <ul>
          {record.features.slice(0, 3).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <StyledActions>
          <ButtonLink to="/registration" variant="accent">
            {courseTabsText.register}
          </ButtonLink>
          <StyledDetailsLink to={course.route}>
            {courseTabsText.details}
            <span className="visually-hidden">: {course.label}</span>
          </StyledDetailsLink>
        </StyledActions>
      </div>
      {variant === 'tab' && <img src={COURSE_IMAGES[course.slug].image} alt="" loading="lazy" {...COURSE_IMAGE_SIZE} />}
    </StyledPanel>
  );
}
