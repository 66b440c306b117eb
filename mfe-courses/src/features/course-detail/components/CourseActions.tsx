import { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, ShareDialog } from '@academy/shared';
import type { CourseView } from '../../../content/courses';
import { courseDetailText } from '../../../content/pageText';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Register, Share, and View Tournaments where the course has tournaments. The page's address is read once sharing opens (a prerender has no window). */
export function CourseActions({ course }: { course: CourseView }) {
  const [sharing, setSharing] = useState(false);
  return (
    <StyledActions>
      <ButtonLink to="/registration" variant="accent">
        {courseDetailText.register}
      </ButtonLink>
      {course.tournaments && (
        <ButtonLink to="/tournament" variant="primary">
          {courseDetailText.viewTournaments}
        </ButtonLink>
      )}
      <Button variant="outline" onClick={() => setSharing(true)} aria-haspopup="dialog">
        {courseDetailText.share}
      </Button>
      <ShareDialog
        open={sharing}
        onClose={() => setSharing(false)}
        url={sharing ? window.location.href : ''}
        title={`${course.title} classes`}
      />
    </StyledActions>
  );
}
