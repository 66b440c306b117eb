import { COURSES, FeeReassurance } from '@academy/shared';
import { CourseCard } from '../features/course-cards/components/CourseCard';
import { StyledCardGrid } from '../features/course-cards/components/styled';
import { useCardFees } from '../features/course-cards/components/useCardFees';

/** Home's five course cards under the shell's "Our Courses" heading (exposed as ./CourseCards). */
export default function CourseCards() {
  const [ref, feeOf] = useCardFees<HTMLUListElement>();
  return (
    <>
      <StyledCardGrid $columns={5} ref={ref}>
        {COURSES.map((course) => (
          <CourseCard key={course.slug} course={course} variant="icon" headingLevel="h3" lazy fee={feeOf(course.slug)} />
        ))}
      </StyledCardGrid>
      <FeeReassurance />
    </>
  );
}
