import { useEffect, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, EffectFade, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { heroSlides } from '../../../content/home';
import { HeroSlide } from './HeroSlide';
import { SwiperStyles } from './SwiperStyles';

/**
 * The hero's swiper (loaded after first paint): a cross-fade to the next slide every 2 s while
 * `running` (docs/product.md). The course's name is one caption over the frame, outside the
 * fading slides (theirs are hidden, HeroSlideshow's styles): mid-fade the pictures blend, but the
 * name is never two names on top of each other, nor half see-through.
 */
export default function HeroCarousel({ running }: { running: boolean }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (running) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, running]);

  return (
    <>
      <SwiperStyles />
      <Swiper
        modules={[A11y, Autoplay, EffectFade, Pagination]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        loop
        autoplay={{ delay: 2000, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        a11y={{ enabled: true }}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setActive(instance.realIndex)}
        aria-label="Our courses"
      >
        {heroSlides.map((slide, index) => (
          <SwiperSlide key={slide.to}>
            <HeroSlide index={index} />
          </SwiperSlide>
        ))}
      </Swiper>
      <span className="caption" data-hero-caption="" aria-hidden="true">
        {heroSlides[active]?.label}
      </span>
    </>
  );
}
