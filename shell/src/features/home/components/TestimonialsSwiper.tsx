import { useEffect, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { testimonialsSection } from '../../../content/home';
import { TestimonialControls, TestimonialQuote } from './Testimonial';
import { SwiperStyles } from './SwiperStyles';

/** The testimonials' swiper (loaded as their section nears the viewport): autoplay every 4 s unless `autoplay` is off. */
export default function TestimonialsSwiper({ autoplay }: { autoplay: boolean }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const update = (s: SwiperInstance) => setEdges({ start: s.isBeginning, end: s.isEnd });
  const stop = () => swiper?.autoplay?.stop();
  useEffect(() => {
    if (!autoplay) swiper?.autoplay?.stop();
  }, [swiper, autoplay]);

  return (
    <div onFocus={stop}>
      <SwiperStyles />
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
            <TestimonialQuote testimonial={t} />
          </SwiperSlide>
        ))}
      </Swiper>
      <TestimonialControls
        previousDisabled={edges.start}
        nextDisabled={edges.end}
        onPrevious={() => {
          stop();
          swiper?.slidePrev();
        }}
        onNext={() => {
          stop();
          swiper?.slideNext();
        }}
      />
    </div>
  );
}
