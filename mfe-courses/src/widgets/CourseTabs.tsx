import styled from 'styled-components';
import { COURSES, theme, useMediaQuery } from '@academy/shared';
import { CourseAccordion } from '../features/course-tabs/components/CourseAccordion';
import { CourseTabList } from '../features/course-tabs/components/CourseTabList';
import { courseTabsText } from '../content/pageText';

const StyledSection = styled.div`
  h2 {
    margin-top: 0;
  }
`;

/** Home's course tabs: a tab strip on wide screens, an accordion on small ones (exposed as ./CourseTabs). */
export default function CourseTabs() {
  const wide = useMediaQuery(`(min-width: ${theme.breakpoint.mobileMenu})`);
  return (
    <StyledSection>
      <h2>{courseTabsText.title}</h2>
      {wide ? <CourseTabList courses={COURSES} /> : <CourseAccordion courses={COURSES} />}
    </StyledSection>
  );
}
