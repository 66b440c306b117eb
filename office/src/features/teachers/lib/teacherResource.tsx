import { courseNamesOf, credentialLink, officeTeachersSchema } from '@academy/contracts/records';
import type { TeacherRecord } from '@academy/contracts/records';
import { resourceApi } from '../../../lib/resource/resourceApi';
import { pictureColumns } from '../../../lib/resource/columns';
import type { Resource } from '../../../lib/resource/resource';
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
  idOf: (teacher) => teacher.id,
  one: (teacher) => copy.one(teacher.name),
  columns: [
    ...pictureColumns<TeacherRecord>(copy.photo, copy.name, { file: (t) => t.photoFile, title: (t) => t.name, detail: (t) => t.bio }, true),
    { header: copy.courses, cell: (teacher) => courseNamesOf(teacher.courses) },
    { header: copy.credentialKind, cell: (teacher) => <CredentialCell teacher={teacher} /> },
  ],
  copy: { ...copy, editHeading: (teacher) => copy.editHeading(teacher.name) },
} satisfies Resource<TeacherRecord, FormData>;
