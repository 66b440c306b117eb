import styled from 'styled-components';

const STAR = 'M12 17.3 18.2 21l-1.6-7L22 9.2l-7.2-.6L12 2 9.2 8.6 2 9.2 7.4 14l-1.6 7z';
const MAX_STARS = 5;

const StyledStars = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.color.focus};
  svg.empty {
    color: ${({ theme }) => theme.color.border};
  }
`;

/** A row of star icons for people who see them, and the count in words for screen readers. */
export function StarRating({ stars }: { stars: number }) {
  return (
    <StyledStars>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <svg
          key={index}
          className={index < stars ? 'filled' : 'empty'}
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR} />
        </svg>
      ))}
      <span className="visually-hidden">{`${stars} out of ${MAX_STARS} stars`}</span>
    </StyledStars>
  );
}
