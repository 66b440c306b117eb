import { officeTeachersSchema } from '@academy/contracts/records';
import type { TeacherRecord } from '@academy/contracts/records';
import type { TeacherFields } from '@academy/contracts/office-rules';
import { contentApi } from '../../../lib/contentApi';

const base = contentApi<TeacherRecord, FormData>('teachers', (data) => officeTeachersSchema.parse(data).teachers);

/** The form's text fields, as typed: the shared rule reads them (again) on the server. */
export type TeacherFormFields = Record<keyof TeacherFields, string>;

/** The multipart body: the text fields as the shared rule reads them, and the photo when one is chosen (optional on an edit). */
function multipart(fields: TeacherFormFields, photo: File | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (photo) body.append('image', photo, photo.name);
  return body;
}

export const teachersApi = {
  list: base.list,
  remove: base.remove,
  create: (fields: TeacherFormFields, photo: File) => base.create(multipart(fields, photo)),
  update: (id: string, fields: TeacherFormFields, photo: File | null) => base.update(id, multipart(fields, photo)),
};
