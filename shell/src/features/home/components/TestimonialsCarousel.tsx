import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { media, useNearViewport } from '@academy/shared';
import { testimonialsSection } from '../../../content/home';
import { StyledPageSection } from '../../../layout/PageSection';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import { StillTestimonials } from './Testimonial';

// swiper loads as the section comes near the viewport, not with the page: it is far down Home,
// and starting it measures the page, which would lengthen the page's start on a phone. Until
// then the cards stand still in the same layout, with the arrows disabled.
const TestimonialsSwiper = lazy(() => import('./TestimonialsSwiper'));

const StyledCarousel = styled.div`
  .swiper-slide {
    height: auto;
  }
  ${media.up('sm')} {
    padding: 0 ${({ theme }) => theme.space[2]};
  }
`;

/** Previous/next disabled at the ends, arrow keys scroll, autoplay 4 s that stops on interaction and focus, and never runs for reduced motion. */
export function TestimonialsCarousel() {
  const [carouselRef, enhanced] = useNearViewport<HTMLDivElement>({ orWhenIdle: false });
  const reducedMotion = usePrefersReducedMotion();
  return (
    <StyledPageSection $tone="tinted" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">{testimonialsSection.title}</h2>
      <StyledCarousel ref={carouselRef}>
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
