import { Link } from 'react-router-dom';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, EffectFade, Pagination } from 'swiper/modules';
import styled from 'styled-components';
import { ButtonLink, media, useConfig } from '@academy/shared';
import { heroSlides, heroText } from '../../../content/home';
import { SwiperStyles } from './SwiperStyles';

const StyledHero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  ${media.up('mobileMenu')} { grid-template-columns: 1fr 1fr; padding-top: ${({ theme }) => theme.space[7]}; }
  h1 { font-size: ${({ theme }) => theme.font.size.xl}; color: ${({ theme }) => theme.color.primary}; }
  ${media.up('mobileMenu')} { h1 { font-size: ${({ theme }) => theme.font.size.xxl}; } }
  .swiper { width: 100%; aspect-ratio: 8 / 5; border-radius: ${({ theme }) => theme.radius.lg}; box-shadow: ${({ theme }) => theme.shadow.md}; }
  .swiper img { width: 100%; height: 100%; object-fit: cover; }
  .swiper-pagination-bullet { width: 12px; height: 12px; background: ${({ theme }) => theme.color.onPrimary}; opacity: 0.7; }
  .swiper-pagination-bullet-active { opacity: 1; background: ${({ theme }) => theme.color.focus}; }
`;

const StyledQuickLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[5]};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touchTarget};
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  a:hover { background: ${({ theme }) => theme.color.surface}; }
`;

export function HeroSlideshow() {
  const { brand } = useConfig();
  return (
    <StyledHero aria-labelledby="hero-title">
      <SwiperStyles />
      <div>
        <h1 id="hero-title">{heroText.heading(brand)}</h1>
        <p>{heroText.intro}</p>
        <StyledQuickLinks aria-label="Course quick links">
          {heroText.quickLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </StyledQuickLinks>
        <ButtonLink to="/registration" variant="accent">
          {heroText.cta}
        </ButtonLink>
      </div>
      <Swiper
        modules={[A11y, Autoplay, EffectFade, Pagination]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        loop
        autoplay={{ delay: 2000, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        a11y={{ enabled: true }}
        aria-label="Our courses"
      >
        {heroSlides.map((slide, index) => (
          <SwiperSlide key={slide.to}>
            <Link to={slide.to} aria-label={slide.label} tabIndex={-1}>
              <img src={slide.image} alt={slide.label} width={640} height={400} fetchPriority={index === 0 ? 'high' : 'low'} />
            </Link>
          </SwiperSlide>
        ))}
      </Swiper>
    </StyledHero>
  );
}
