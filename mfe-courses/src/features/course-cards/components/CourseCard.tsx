import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { COURSE_ICON_SIZE, COURSE_IMAGES, COURSE_IMAGE_SIZE, media } from '@academy/shared';
import type { Course } from '@academy/shared';
import { courseCardText } from '../../../content/pageText';
import { StyledCard, StyledCardBody } from './styled';

const StyledLink = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.accent};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
  }
`;

const StyledIcon = styled.img`
  width: 3.5rem;
  height: 3.5rem;
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

/** Home's compact card: icon beside the text on phones, above it from the small breakpoint up. */
const StyledIconCardBody = styled(StyledCardBody)`
  ${media.down('sm')} {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${({ theme }) => theme.space[4]};
    img {
      grid-row: span 3;
      margin: 0;
    }
  }
`;

const StyledImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 8 / 5;
  object-fit: cover;
`;

interface CourseCardProps {
  course: Course;
  /** 'icon': Home's compact card with the short name; 'image': the All Courses card. */
  variant: 'icon' | 'image';
  headingLevel: 'h2' | 'h3';
  /** Load the image only near the viewport (cards below the fold). */
  lazy: boolean;
  /** "from ₹4,800 / month" (useCardFees); null holds its place while it loads. */
  fee: string | null;
}

/** One line, its height held while the fee loads. */
const StyledFee = styled.p`
  && {
    flex: 0 0 auto;
    min-height: 1.5em;
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** One course card: picture, name, one line, the fee and a link whose hit area is the whole card. */
export function CourseCard({ course, variant, headingLevel: Heading, lazy, fee }: CourseCardProps) {
  const images = COURSE_IMAGES[course.slug];
  const loading = lazy ? 'lazy' : 'eager';
  const Body = variant === 'icon' ? StyledIconCardBody : StyledCardBody;
  return (
    <StyledCard>
      {variant === 'image' && <StyledImage src={images.image} alt="" loading={loading} {...COURSE_IMAGE_SIZE} />}
      <Body>
        {variant === 'icon' && <StyledIcon src={images.icon} alt="" loading={loading} {...COURSE_ICON_SIZE} />}
        <Heading>{variant === 'icon' ? course.shortLabel : course.label}</Heading>
        <p>{course.description}</p>
        <StyledFee aria-busy={fee === null}>{fee}</StyledFee>
        <StyledLink to={course.route}>
          {courseCardText.link}
          <span className="visually-hidden">: {course.label}</span>
        </StyledLink>
      </Body>
    </StyledCard>
  );
}
