import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RemoteFrame } from '../../../federation/RemoteFrame';
import { coursesSection } from '../../../content/home';
import { StyledPageSection } from '../../../layout/PageSection';

const StyledHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  a {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledNotify = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[5]};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h3 {
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export function CoursesSection() {
  return (
    <StyledPageSection aria-labelledby="courses-title">
      <StyledHeader>
        <h2 id="courses-title">{coursesSection.title}</h2>
        <Link to="/courses">{coursesSection.viewAll}</Link>
      </StyledHeader>
      <RemoteFrame remote="courses" module="CourseCards" label="Courses" minHeight="22rem" />
      <StyledNotify>
        <h3>{coursesSection.notifyTitle}</h3>
        <p>{coursesSection.notifyText}</p>
        <RemoteFrame remote="enrolment" module="CourseRequestForm" label="Course request form" minHeight="8rem" />
      </StyledNotify>
    </StyledPageSection>
  );
}
