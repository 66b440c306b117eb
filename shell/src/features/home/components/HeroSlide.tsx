import { Link } from 'react-router-dom';
import { theme } from '@academy/shared';
import { heroSlides } from '../../../content/home';
import { ResponsivePicture } from '../../../lib/ResponsivePicture';

/**
 * How wide the hero's picture is shown, for the browser's choice among the photo's widths: half
 * the page column beside the text on a wide screen, the screen less its gutters on a phone.
 */
const HERO_SIZES = `(min-width: ${theme.breakpoint.mobileMenu}) min(50vw, ${parseInt(theme.layout.maxWidth, 10) / 2}px), calc(100vw - 2 * ${theme.space[4]})`;

/** One slide's picture and caption; the first slide's is the first screen's largest paint. */
export function HeroSlide({ index }: { index: number }) {
  const slide = heroSlides[index]!;
  const first = index === 0;
  return (
    <Link to={slide.to} aria-label={slide.label} tabIndex={-1}>
      {slide.photo ? (
        <ResponsivePicture photo={slide.photo} alt={slide.label} sizes={HERO_SIZES} priority={first} />
      ) : (
        <img src={slide.image} alt={slide.label} width={640} height={400} fetchPriority={first ? 'high' : 'low'} />
      )}
      <span className="caption" aria-hidden="true">
        {slide.label}
      </span>
    </Link>
  );
}
