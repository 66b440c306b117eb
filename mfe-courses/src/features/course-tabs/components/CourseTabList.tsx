import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Course } from '@academy/shared';
import { courseTabsText } from '../../../content/pageText';
import { nextIndex } from '../lib/nextIndex';
import { CoursePanel } from './CoursePanel';

const StyledTabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const StyledTab = styled.button`
  flex: 1;
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  margin-bottom: -2px;
  border: none;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.primary};
    border-bottom-color: ${({ theme }) => theme.color.accent};
  }
`;

/** Wide screens: an APG tab strip (arrows, Home, End; selection follows focus), Chess first. */
export function CourseTabList({ courses }: { courses: readonly Course[] }) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  function onKeyDown(event: KeyboardEvent) {
    const next = nextIndex(event.key, selected, courses.length, 'horizontal');
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  }

  return (
    <>
      <StyledTabList role="tablist" aria-label={courseTabsText.tabListLabel}>
        {courses.map((course, index) => (
          <StyledTab
            key={course.slug}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${course.slug}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${course.slug}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {course.label}
          </StyledTab>
        ))}
      </StyledTabList>
      {courses.map((course, index) => (
        <div
          key={course.slug}
          role="tabpanel"
          id={`${id}-panel-${course.slug}`}
          aria-labelledby={`${id}-tab-${course.slug}`}
          tabIndex={0}
          hidden={index !== selected}
        >
          <CoursePanel course={course} variant="tab" />
        </div>
      ))}
    </>
  );
}
