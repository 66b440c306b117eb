import { lazy, Suspense, useState } from 'react';
import type { FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, media, pageGutter, useConfig } from '@academy/shared';
import { heroText } from '../../../content/home';
import { HeroSlide } from './HeroSlide';
import { useAfterFirstPaint } from '../hooks/useAfterFirstPaint';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';

// The first slide is plain HTML (in the prerendered page, it is the largest paint); swiper and
// its styles load once the page is idle and take over with the same picture in the same box.
const HeroCarousel = lazy(() => import('./HeroCarousel'));

const StyledHero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  /* On a phone the next section's own top padding is the gap below "Pause slideshow". */
  padding: ${({ theme }) => theme.space[6]} ${pageGutter} 0;
  ${media.up('mobileMenu')} {
    grid-template-columns: 1fr 1fr;
    padding-top: ${({ theme }) => theme.space[7]};
    padding-bottom: ${({ theme }) => theme.space[6]};
  }
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.primary};
  }
  ${media.up('mobileMenu')} {
    h1 {
      font-size: ${({ theme }) => theme.font.size.xxl};
    }
  }
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
  a:hover {
    background: ${({ theme }) => theme.color.surface};
  }
`;

const StyledStage = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledFrame = styled.div`
  width: 100%;
  aspect-ratio: 8 / 5;
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  .swiper {
    width: 100%;
    height: 100%;
  }
  a {
    position: relative;
    display: block;
    width: 100%;
    height: 100%;
  }
  picture {
    display: block;
    height: 100%;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* The course's name, on the slide's foot (the pictures carry no words). */
  .caption {
    position: absolute;
    left: ${({ theme }) => theme.space[3]};
    bottom: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceRaised};
    box-shadow: ${({ theme }) => theme.shadow.sm};
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  /* With the carousel, the course's name is one caption over the frame (HeroCarousel), not a
     slide's: slides cross-fade, and two names blended read as neither. */
  .swiper-slide .caption {
    display: none;
  }
  [data-hero-caption] {
    z-index: 2;
    pointer-events: none;
  }
  /* The dots sit in the top corner, clear of the caption on each slide's foot. */
  --swiper-pagination-top: ${({ theme }) => theme.space[1]};
  --swiper-pagination-bottom: auto;
  .swiper-pagination {
    text-align: end;
    padding-inline-end: ${({ theme }) => theme.space[2]};
  }
  /* A small dot in a target of at least 24 × 24 px (the padding is part of the button). */
  .swiper-pagination-bullet {
    box-sizing: content-box;
    width: ${({ theme }) => theme.space[3]};
    height: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]};
    /* Navy on the pictures' light grounds (white dots vanished on them). */
    background: ${({ theme }) => theme.color.primary};
    background-clip: content-box;
    opacity: 0.35;
  }
  .swiper-pagination-bullet-active {
    opacity: 1;
    background: ${({ theme }) => theme.color.focus};
    background-clip: content-box;
  }
`;

const FirstSlide = () => <HeroSlide index={0} />;

/**
 * The slideshow turns every 2 s unless the visitor paused it, asked for reduced motion, or
 * has the pointer or focus on it (it resumes when they leave).
 */
export function HeroSlideshow() {
  const { brand } = useConfig();
  const enhanced = useAfterFirstPaint();
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = pausedByVisitor ?? reducedMotion;
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <StyledHero aria-labelledby="hero-title">
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
      <StyledStage>
        <StyledFrame
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={onBlur}
        >
          {enhanced ? (
            <Suspense fallback={<FirstSlide />}>
              <HeroCarousel running={!paused && !hovered && !focused} />
            </Suspense>
          ) : (
            <FirstSlide />
          )}
        </StyledFrame>
        <Button variant="ghost" onClick={() => setPausedByVisitor(!paused)}>
          {paused ? heroText.play : heroText.pause}
        </Button>
      </StyledStage>
    </StyledHero>
  );
}
