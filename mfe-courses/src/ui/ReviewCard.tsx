import styled from 'styled-components';
import { raisedCard } from '@academy/shared';
import type { Review } from '../content/courses';
import { StarRating } from './StarRating';

export const StyledReviewGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;

const StyledReview = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  ${raisedCard}
  blockquote {
    margin: 0;
    flex: 1;
  }
  blockquote p {
    margin: 0;
  }
  footer {
    display: flex;
    flex-direction: column;
  }
  .parent {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text};
  }
  .child {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** One parent's review: stars, the text, the parent and the child. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <StyledReview>
      <StarRating stars={review.stars} />
      <blockquote>
        <p>{review.review}</p>
      </blockquote>
      <footer>
        <span className="parent">{review.parentName}</span>
        <span className="child">Parent of {review.childName}</span>
      </footer>
    </StyledReview>
  );
}
