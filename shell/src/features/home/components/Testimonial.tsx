import styled from 'styled-components';
import { Button, media } from '@academy/shared';
import { testimonialsSection } from '../../../content/home';

const StyledQuote = styled.figure`
  height: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  figcaption {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  strong {
    color: ${({ theme }) => theme.color.primary};
    display: block;
  }
`;

const StyledControls = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

/** Before swiper arrives: the first cards in a row, sized as swiper lays them out (1, 2 or 3 per view). */
const StyledStillRow = styled.div`
  display: flex;
  gap: 16px;
  overflow: hidden;
  > * {
    flex: 0 0 100%;
  }
  ${media.up('sm')} {
    > * {
      flex-basis: calc((100% - 16px) / 2);
    }
  }
  ${media.up('lg')} {
    > * {
      flex-basis: calc((100% - 32px) / 3);
    }
  }
`;

interface ControlsProps {
  previousDisabled: boolean;
  nextDisabled: boolean;
  onPrevious?: () => void;
  onNext?: () => void;
}

export function TestimonialControls({ previousDisabled, nextDisabled, onPrevious, onNext }: ControlsProps) {
  return (
    <StyledControls>
      <Button variant="outline" aria-label="Previous testimonial" disabled={previousDisabled} onClick={onPrevious}>
        ‹
      </Button>
      <Button variant="outline" aria-label="Next testimonial" disabled={nextDisabled} onClick={onNext}>
        ›
      </Button>
    </StyledControls>
  );
}

type TestimonialItem = (typeof testimonialsSection.testimonials)[number];

/** One parent's words, their name and the course their child takes. */
export function TestimonialQuote({ testimonial }: { testimonial: TestimonialItem }) {
  return (
    <StyledQuote>
      <blockquote>“{testimonial.quote}”</blockquote>
      <figcaption>
        <strong>{testimonial.parent}</strong>
        Course: {testimonial.course}
      </figcaption>
    </StyledQuote>
  );
}

/** The testimonials as plain HTML, shown in the prerendered page until the carousel loads. */
export function StillTestimonials() {
  return (
    <div>
      <StyledStillRow>
        {testimonialsSection.testimonials.map((t) => (
          <TestimonialQuote key={t.parent} testimonial={t} />
        ))}
      </StyledStillRow>
      <TestimonialControls previousDisabled nextDisabled />
    </div>
  );
}
