import { useConfig } from '@academy/shared';
import type { DemoTeacher } from '@academy/contracts/records';
import { StyledInitial, StyledPhoto, StyledPicture } from './styled';

/** The teacher's face (WebP where the API made one), or their initial without a photo. Decorative: the name is beside it. */
export function TeacherPhoto({ teacher }: { teacher: DemoTeacher }) {
  const { imageBaseUrl } = useConfig();
  if (!teacher.photoFile) return <StyledInitial aria-hidden="true">{teacher.name.trim().charAt(0).toUpperCase()}</StyledInitial>;
  return (
    <StyledPicture>
      {teacher.photoWebpFile && <source srcSet={`${imageBaseUrl}${teacher.photoWebpFile}`} type="image/webp" />}
      <StyledPhoto src={`${imageBaseUrl}${teacher.photoFile}`} alt="" width={44} height={44} loading="lazy" />
    </StyledPicture>
  );
}
