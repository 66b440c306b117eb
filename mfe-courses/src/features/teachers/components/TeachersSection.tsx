import styled, { css } from 'styled-components';
import { media, pageGutter, useConfig } from '@academy/shared';
import type { CourseSlug } from '@academy/shared';
import { courseNamesOf, credentialLink } from '@academy/contracts/records';
import type { PublicTeacher } from '@academy/contracts/records';
import { teachersText } from '../../../content/pageText';
import { useTeachers } from '../hooks/useTeachers';
import { photoUrl, teachersOf } from '../lib/teachers';

// The teachers staff publish from the office. Nothing at all is drawn until they have loaded,
// nor when there are none or the read failed: the section is extra, never a placeholder, an
// empty state or an error. It sits at the end of its page, so appearing moves nothing above it;
// each photo's box is sized before the photo loads.

const PHOTO_SIDE = 112;
const PHONE_PHOTO_SIDE = 80;

const StyledTeachers = styled.section<{ $band: boolean }>`
  margin-bottom: ${({ theme }) => theme.space[7]};
  h2 {
    margin-top: 0;
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  ${({ $band, theme }) =>
    $band &&
    css`
      margin-bottom: 0;
      padding: ${theme.space[7]} ${pageGutter};
      > * {
        max-width: ${theme.layout.maxWidth};
        margin-left: auto;
        margin-right: auto;
      }
    `}
`;

const StyledGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: 1fr;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('mobileMenu')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const StyledCard = styled.li`
  display: grid;
  grid-template-columns: ${PHOTO_SIDE}px 1fr;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  img {
    display: block;
    width: ${PHOTO_SIDE}px;
    height: ${PHOTO_SIDE}px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.surface};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.text};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
  a {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.accent};
    overflow-wrap: anywhere;
  }
  /* On a phone the bio keeps most of the card's width. */
  ${media.down('sm')} {
    grid-template-columns: ${PHONE_PHOTO_SIDE}px 1fr;
    gap: ${({ theme }) => theme.space[3]};
    img {
      width: ${PHONE_PHOTO_SIDE}px;
      height: ${PHONE_PHOTO_SIDE}px;
    }
  }
`;

const StyledCourses = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function TeacherCard({ teacher, showCourses }: { teacher: PublicTeacher; showCourses: boolean }) {
  const { imageBaseUrl } = useConfig();
  const credential = teacher.credential && credentialLink(teacher.credential);
  return (
    <StyledCard>
      <picture>
        <source srcSet={photoUrl(imageBaseUrl, teacher.photoWebpFile)} type="image/webp" />
        <img
          src={photoUrl(imageBaseUrl, teacher.photoFile)}
          alt={teachersText.photoAlt(teacher.name)}
          width={PHOTO_SIDE}
          height={PHOTO_SIDE}
          loading="lazy"
          decoding="async"
        />
      </picture>
      <div>
        <h3>{teacher.name}</h3>
        {showCourses && (
          <StyledCourses>
            {teachersText.teaches} {courseNamesOf(teacher.courses)}
          </StyledCourses>
        )}
        <p>{teacher.bio}</p>
        {credential && (
          <a href={credential.url} target="_blank" rel="noopener noreferrer" aria-label={teachersText.credentialLink(credential.label)}>
            {credential.label}
          </a>
        )}
      </div>
    </StyledCard>
  );
}

/**
 * With `course`: that course's teachers, as a block of the course page. Without: every teacher,
 * as a full-width band of a page (About).
 */
export function TeachersSection({ course }: { course?: CourseSlug }) {
  const state = useTeachers();
  if (state.status !== 'loaded') return null;
  const shown = teachersOf(state.teachers, course);
  if (shown.length === 0) return null;
  const headingId = course ? 'course-teachers' : 'our-teachers';
  return (
    <StyledTeachers aria-labelledby={headingId} $band={course === undefined}>
      <h2 id={headingId}>{course ? teachersText.courseTitle : teachersText.aboutTitle}</h2>
      <StyledGrid>
        {shown.map((teacher) => (
          <TeacherCard key={`${teacher.name}/${teacher.photoFile}`} teacher={teacher} showCourses={course === undefined} />
        ))}
      </StyledGrid>
    </StyledTeachers>
  );
}
