import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { media } from '@academy/shared';
import { testimonialsSection } from '../../../content/home';
import { StyledPageSection } from '../../../layout/PageSection';
import { useAfterFirstPaint } from '../hooks/useAfterFirstPaint';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import { StillTestimonials } from './Testimonial';

// swiper loads once the page is idle; until then the cards stand still in the same layout.
const TestimonialsSwiper = lazy(() => import('./TestimonialsSwiper'));

const StyledCarousel = styled.div`
  .swiper-slide { height: auto; }
  ${media.up('sm')} { padding: 0 ${({ theme }) => theme.space[2]}; }
`;

/** Previous/next disabled at the ends, arrow keys scroll, autoplay 4 s that stops on interaction and focus, and never runs for reduced motion. */
export function TestimonialsCarousel() {
  const enhanced = useAfterFirstPaint();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <StyledPageSection $tone="tinted" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">{testimonialsSection.title}</h2>
      <StyledCarousel>
        {enhanced ? (
          <Suspense fallback={<StillTestimonials />}>
            <TestimonialsSwiper autoplay={!reducedMotion} />
          </Suspense>
        ) : (
          <StillTestimonials />
        )}
      </StyledCarousel>
    </StyledPageSection>
  );
}
