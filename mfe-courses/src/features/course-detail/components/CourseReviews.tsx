import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CourseView } from '../../../content/courses';
import { courseDetailText } from '../../../content/pageText';
import { ReviewCard, StyledReviewGrid } from '../../../ui/ReviewCard';
import { StyledSection } from './StyledSection';

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
  }
  a {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.accent};
  }
`;

/** "Ratings & Reviews", with Read All to the course's reviews page where it has one. */
export function CourseReviews({ course }: { course: CourseView }) {
  return (
    <StyledSection aria-labelledby="course-reviews">
      <StyledHeader>
        <h2 id="course-reviews">{courseDetailText.reviewsTitle}</h2>
        {course.readAllReviews && (
          <Link to={`/reviews/${course.slug}`}>
            {courseDetailText.readAll}
            <span className="visually-hidden"> {course.title} reviews</span>
          </Link>
        )}
      </StyledHeader>
      <StyledReviewGrid>
        {course.reviews.map((review) => (
          <ReviewCard key={review.parentName} review={review} />
        ))}
      </StyledReviewGrid>
    </StyledSection>
  );
}
