import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import styled from 'styled-components';
import { Button, media } from '@academy/shared';
import { testimonialsSection } from '../../../content/home';
import { StyledPageSection } from '../../../layout/PageSection';

const StyledQuote = styled.figure`
  height: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  blockquote { margin: 0 0 ${({ theme }) => theme.space[4]}; font-size: ${({ theme }) => theme.font.size.md}; }
  figcaption { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  strong { color: ${({ theme }) => theme.color.primary}; display: block; }
`;

const StyledControls = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const StyledCarousel = styled.div`
  .swiper-slide { height: auto; }
  ${media.up('sm')} { padding: 0 ${({ theme }) => theme.space[2]}; }
`;

/** SPEC §4: previous/next disabled at the ends, arrow keys scroll, autoplay 4 s that stops on interaction and focus. */
export function TestimonialsCarousel() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const update = (s: SwiperInstance) => setEdges({ start: s.isBeginning, end: s.isEnd });

  return (
    <StyledPageSection $tone="tinted" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">{testimonialsSection.title}</h2>
      <StyledCarousel onFocus={() => swiper?.autoplay?.stop()}>
        <Swiper
          modules={[Autoplay, Keyboard]}
          spaceBetween={16}
          slidesPerView={1}
          breakpoints={{ 600: { slidesPerView: 2 }, 1200: { slidesPerView: 3 } }}
          autoplay={{ delay: 4000, disableOnInteraction: true }}
          keyboard={{ enabled: true, onlyInViewport: true }}
          onSwiper={(s) => {
            setSwiper(s);
            update(s);
          }}
          onSlideChange={update}
          onBreakpoint={update}
          aria-label="Testimonials"
        >
          {testimonialsSection.testimonials.map((t) => (
            <SwiperSlide key={t.parent}>
              <StyledQuote>
                <blockquote>“{t.quote}”</blockquote>
                <figcaption>
                  <strong>{t.parent}</strong>
                  Course: {t.course}
                </figcaption>
              </StyledQuote>
            </SwiperSlide>
          ))}
        </Swiper>
        <StyledControls>
          <Button variant="outline" aria-label="Previous testimonial" disabled={edges.start} onClick={() => { swiper?.autoplay?.stop(); swiper?.slidePrev(); }}>
            ‹
          </Button>
          <Button variant="outline" aria-label="Next testimonial" disabled={edges.end} onClick={() => { swiper?.autoplay?.stop(); swiper?.slideNext(); }}>
            ›
          </Button>
        </StyledControls>
      </StyledCarousel>
    </StyledPageSection>
  );
}
