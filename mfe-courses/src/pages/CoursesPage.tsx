import { COURSES, FeeReassurance, PageMeta, ROUTE_META } from '@academy/shared';
import { CourseCard } from '../features/course-cards/components/CourseCard';
import { StyledCardGrid } from '../features/course-cards/components/styled';
import { useCardFees } from '../features/course-cards/components/useCardFees';
import { StyledLead, StyledPage } from '../lib/StyledPage';
import { coursesPageText } from '../content/pageText';

/** Cards that are on screen at first paint on a wide screen; the rest load lazily. */
const EAGER_CARDS = 3;

/** /courses: the grid of the five courses. */
export default function CoursesPage() {
  const [ref, feeOf] = useCardFees<HTMLUListElement>();
  return (
    <StyledPage>
      <PageMeta {...ROUTE_META.courses} />
      <h1>{coursesPageText.title}</h1>
      <StyledLead>{coursesPageText.intro}</StyledLead>
      <StyledCardGrid $columns={3} ref={ref}>
        {COURSES.map((course, index) => (
          <CourseCard
            key={course.slug}
            course={course}
            variant="image"
            headingLevel="h2"
            lazy={index >= EAGER_CARDS}
            fee={feeOf(course.slug)}
          />
        ))}
      </StyledCardGrid>
      <FeeReassurance />
    </StyledPage>
  );
}
