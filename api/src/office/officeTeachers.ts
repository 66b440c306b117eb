import type { TeacherInput } from '@academy/contracts/office-rules';
import { CREDENTIAL_KIND_NAMES } from '@academy/contracts/records';
import type { CredentialKind, PublicTeacher, TeacherRecord } from '@academy/contracts/records';
import type { QueryRunner } from '../store/queryRunner';
import type { RecordRow } from '../store/recordRows';

// The teachers staff publish, over the store's query runner so the SQL is written once for both
// engines. A teacher's courses are kept as catalogue slugs joined by commas, the credential as
// its kind and id ('' for none); the photo's WebP copy has the photo's name with .webp.

export interface OfficeTeachers {
  /** In the order staff added them. */
  listTeachers(): Promise<TeacherRecord[]>;
  findTeacher(id: string): Promise<TeacherRecord | null>;
  /** 'id-taken' when the id exists. */
  addTeacher(id: string, input: TeacherInput, photoFile: string): Promise<'added' | 'id-taken'>;
  updateTeacher(id: string, input: TeacherInput, photoFile: string): Promise<boolean>;
  deleteTeacher(id: string): Promise<boolean>;
}

const TEACHER_COLUMNS = 'id, name, bio, courses, credential_kind, credential_id, photo_file';

/** The WebP copy stored beside a photo (a WebP photo is its own copy). */
export const webpCopyOf = (photoFile: string): string => photoFile.replace(/\.[a-z]+$/, '.webp');

function teacherOf(row: RecordRow): TeacherRecord {
  const photoFile = String(row.photo_file);
  const kind = String(row.credential_kind) as CredentialKind;
  return {
    id: String(row.id),
    name: String(row.name),
    photoFile,
    photoWebpFile: webpCopyOf(photoFile),
    courses: String(row.courses).split(',').filter(Boolean),
    bio: String(row.bio),
    credential: CREDENTIAL_KIND_NAMES.includes(kind) ? { kind, id: String(row.credential_id) } : null,
  };
}

/** What a visitor may see of a teacher. */
export const publicTeacher = ({ id: _id, ...shown }: TeacherRecord): PublicTeacher => shown;

const teacherArgs = (input: TeacherInput, photoFile: string): unknown[] => [
  input.name,
  input.bio,
  input.courses.join(','),
  input.credential?.kind ?? '',
  input.credential?.id ?? '',
  photoFile,
];

export function createOfficeTeachers(db: QueryRunner): OfficeTeachers {
  const findTeacher = async (id: string) =>
    (await db.all<RecordRow>(`SELECT ${TEACHER_COLUMNS} FROM teachers WHERE id = ?`, [id])).map(teacherOf)[0] ?? null;
  return {
    listTeachers: async () => (await db.all<RecordRow>(`SELECT ${TEACHER_COLUMNS} FROM teachers ORDER BY position, id`)).map(teacherOf),
    findTeacher,
    addTeacher: async (id, input, photoFile) => {
      if (await findTeacher(id)) return 'id-taken';
      // A new teacher goes last.
      await db.run(
        `INSERT INTO teachers (name, bio, courses, credential_kind, credential_id, photo_file, id, position)
         VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM teachers))`,
        [...teacherArgs(input, photoFile), id],
      );
      return 'added';
    },
    updateTeacher: async (id, input, photoFile) =>
      (await db.run(
        'UPDATE teachers SET name = ?, bio = ?, courses = ?, credential_kind = ?, credential_id = ?, photo_file = ? WHERE id = ?',
        [...teacherArgs(input, photoFile), id],
      )) > 0,
    deleteTeacher: async (id) => (await db.run('DELETE FROM teachers WHERE id = ?', [id])) > 0,
  };
}
