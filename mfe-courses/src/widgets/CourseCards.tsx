import { COURSES } from '@academy/shared';
import { CourseCard } from '../features/course-cards/components/CourseCard';
import { StyledCardGrid } from '../features/course-cards/components/styled';

/** Home's five course cards under the shell's "Our Courses" heading (exposed as ./CourseCards). */
export default function CourseCards() {
  return (
    <StyledCardGrid $columns={5}>
      {COURSES.map((course) => (
        <CourseCard key={course.slug} course={course} variant="icon" headingLevel="h3" lazy />
      ))}
    </StyledCardGrid>
  );
}
