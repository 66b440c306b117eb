import { courseNamesOf, credentialLink, officeTeachersSchema } from '@academy/contracts/records';
import type { TeacherRecord } from '@academy/contracts/records';
import { resourceApi } from '../../../lib/resource/resourceApi';
import { ContentImage } from '../../../lib/resource/ContentImage';
import type { Resource } from '../../../lib/resource/resource';
import { Hint } from '../../../lib/ui';
import { teachersCopy as copy } from './copy';

function CredentialCell({ teacher }: { teacher: TeacherRecord }) {
  const credential = teacher.credential && credentialLink(teacher.credential);
  return credential ? (
    <a href={credential.url} target="_blank" rel="noopener noreferrer">
      {credential.label}
    </a>
  ) : (
    '—'
  );
}

/** Teachers: named by their name, sent as multipart with their photo. */
export const teacherResource = {
  api: resourceApi('teachers', (data) => officeTeachersSchema.parse(data).teachers),
  formId: 'teacher-form',
  idOf: (teacher) => teacher.id,
  one: (teacher) => copy.one(teacher.name),
  columns: [
    { header: copy.photo, cell: (teacher) => <ContentImage file={teacher.photoFile} alt={copy.photoAlt(teacher.name)} round /> },
    {
      header: copy.name,
      rowHeader: true,
      cell: (teacher) => (
        <>
          {teacher.name}
          <Hint>{teacher.bio}</Hint>
        </>
      ),
    },
    { header: copy.courses, cell: (teacher) => courseNamesOf(teacher.courses) },
    { header: copy.credentialKind, cell: (teacher) => <CredentialCell teacher={teacher} /> },
  ],
  copy: { ...copy, editHeading: (teacher) => copy.editHeading(teacher.name) },
} satisfies Resource<TeacherRecord, FormData>;
