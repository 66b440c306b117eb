import styled from 'styled-components';
import type { ReactNode } from 'react';
import { COURSE_IMAGE_SIZE, FeeReassurance, media } from '@academy/shared';
import type { CourseView } from '../../../content/courses';
import { courseDetailText } from '../../../content/pageText';
import { CourseActions } from './CourseActions';

const StyledHero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space[7]};
  ${media.up('mobileMenu')} {
    grid-template-columns: 1fr 1fr;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

const StyledFeatures = styled.ul`
  margin: ${({ theme }) => theme.space[4]} 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space[5]};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    color: ${({ theme }) => theme.color.success};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledStats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  div {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.color.surface};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text};
  }
`;

const StyledReassurance = styled(FeeReassurance)`
  margin: 0 0 ${({ theme }) => theme.space[5]};
`;

/**
 * Title, description, features, ratings, learners, duration, the fee (`fee`, the page's figure
 * of it) with what paying involves, and the page's buttons, beside the course image.
 */
export function CourseHero({ course, fee }: { course: CourseView; fee: ReactNode }) {
  return (
    <StyledHero aria-labelledby="course-title">
      <div>
        <h1 id="course-title">{course.title}</h1>
        <p>{course.description}</p>
        <StyledFeatures>
          {course.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </StyledFeatures>
        <StyledStats>
          <div>
            <dt>{courseDetailText.ratings}</dt>
            <dd>
              <span aria-hidden="true">★ </span>
              {course.ratings}
            </dd>
          </div>
          <div>
            <dt>{courseDetailText.learners}</dt>
            <dd>{course.learners}</dd>
          </div>
          <div>
            <dt>{courseDetailText.duration}</dt>
            <dd>{course.duration}</dd>
          </div>
          {fee}
        </StyledStats>
        <StyledReassurance />
        <CourseActions course={course} />
      </div>
      <img src={course.image} alt={`${course.title} classes`} fetchPriority="high" {...COURSE_IMAGE_SIZE} />
    </StyledHero>
  );
}
