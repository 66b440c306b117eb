import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Course } from '@academy/shared';
import { nextIndex } from '../lib/nextIndex';
import { CoursePanel } from './CoursePanel';

const StyledItem = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  margin-bottom: ${({ theme }) => theme.space[3]};
  overflow: hidden;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledHeader = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: left;
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.surface};
  }
  svg {
    transition: transform ${({ theme }) => theme.motion.normal};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const StyledRegion = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

/** Small screens: an APG accordion, one panel open at a time; the open one collapses on a second press. */
export function CourseAccordion({ courses }: { courses: readonly Course[] }) {
  const [open, setOpen] = useState<number | null>(0);
  const headers = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  function onKeyDown(event: KeyboardEvent, index: number) {
    const next = nextIndex(event.key, index, courses.length, 'vertical');
    if (next === null) return;
    event.preventDefault();
    headers.current[next]?.focus();
  }

  return (
    <div>
      {courses.map((course, index) => (
        <StyledItem key={course.slug}>
          <h3>
            <StyledHeader
              ref={(el) => {
                headers.current[index] = el;
              }}
              type="button"
              id={`${id}-header-${course.slug}`}
              aria-expanded={open === index}
              aria-controls={`${id}-region-${course.slug}`}
              onClick={() => setOpen(open === index ? null : index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {course.label}
              <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
                <path d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
              </svg>
            </StyledHeader>
          </h3>
          <StyledRegion
            role="region"
            id={`${id}-region-${course.slug}`}
            aria-labelledby={`${id}-header-${course.slug}`}
            hidden={open !== index}
          >
            <CoursePanel course={course} variant="accordion" />
          </StyledRegion>
        </StyledItem>
      ))}
    </div>
  );
}
