import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { COURSE_PAGE_TITLES, EmptyState, PageMeta, ROUTE_META, findCourse } from '@academy/shared';
import { DEFAULT_REVIEW_TOPIC, REVIEWS_BY_TOPIC } from '../content/reviews';
import { reviewsText } from '../content/pageText';
import { ReviewCard, StyledReviewGrid } from '../ui/ReviewCard';
import { StyledLead, StyledPage } from '../lib/StyledPage';

const StyledTopics = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** /reviews and /reviews/:topic: every review of a topic (chess by default). */
export default function ReviewsPage() {
  const { topic = DEFAULT_REVIEW_TOPIC } = useParams();
  const course = findCourse(topic);
  const reviews = REVIEWS_BY_TOPIC[topic];

  if (!course || !reviews) {
    return (
      <StyledPage>
        <PageMeta title={course ? reviewsText.title(course.label) : reviewsText.fallbackTitle} description={reviewsText.empty} />
        <h1>{course ? reviewsText.title(course.label) : reviewsText.fallbackTitle}</h1>
        <EmptyState
          action={
            <StyledTopics>
              {reviewsText.otherTopics}
              {Object.keys(REVIEWS_BY_TOPIC).map((known) => (
                <Link key={known} to={`/reviews/${known}`}>
                  {findCourse(known)?.label}
                </Link>
              ))}
            </StyledTopics>
          }
        >
          {reviewsText.empty}
        </EmptyState>
      </StyledPage>
    );
  }

  return (
    <StyledPage>
      {topic === DEFAULT_REVIEW_TOPIC ? (
        <PageMeta {...ROUTE_META.reviews} />
      ) : (
        <PageMeta
          title={COURSE_PAGE_TITLES.reviews(course.label)}
          description={reviewsText.intro(course.label)}
          path={`${ROUTE_META.reviews.path}/${topic}`}
          crumb={course.label}
          parents={[ROUTE_META.reviews]}
        />
      )}
      <h1>{reviewsText.title(course.label)}</h1>
      <StyledLead>
        {reviewsText.intro(course.label)} <Link to={course.route}>{reviewsText.courseLink(course.label)}</Link>
      </StyledLead>
      <StyledReviewGrid>
        {reviews.map((review) => (
          <ReviewCard key={review.parentName} review={review} />
        ))}
      </StyledReviewGrid>
    </StyledPage>
  );
}
