import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button, COURSES, FormField, StyledInput, StyledSelect, useConfig, useForm } from '@academy/shared';
import { ACHIEVEMENT_IMAGE_MAX_BYTES, ACHIEVEMENT_IMAGE_TYPES, TEACHER_BIO_MAX, teacherSchema } from '@academy/contracts/office-rules';
import { CREDENTIAL_KINDS, CREDENTIAL_KIND_NAMES, courseNamesOf, credentialLink } from '@academy/contracts/records';
import type { TeacherRecord } from '@academy/contracts/records';
import { useLoad } from '../../../lib/useLoad';
import { useContentEditor } from '../../../lib/useContentEditor';
import { showFieldErrors } from '../../../lib/showFieldErrors';
import { ContentEditorLayout } from '../../../lib/ContentEditorLayout';
import { DataView, FieldGrid, Hint, Row, Table, TableScroll, TextArea } from '../../../lib/ui';
import { commonCopy } from '../../../content/office';
import { teachersCopy as copy } from '../lib/copy';
import { teachersApi } from '../api/teachers';
import type { TeacherFormFields } from '../api/teachers';

type Field = 'name' | 'bio' | 'courses' | 'credentialKind' | 'credentialId';

const StyledThumb = styled.img`
  display: block;
  width: 4rem;
  /* A narrow table squeezes its cells: the round photo keeps its size. */
  min-width: 4rem;
  height: 4rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surface};
`;

const StyledCourses = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  legend {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: ${({ theme }) => theme.layout.touchTarget};
    margin-right: ${({ theme }) => theme.space[4]};
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
  p[role='alert'] {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.danger};
  }
`;

/** What is wrong with a chosen photo before it is sent (the API judges it again by its content). */
function photoProblem(photo: File | null, required: boolean): string | undefined {
  if (!photo) return required ? copy.photoMissing : undefined;
  if (!(ACHIEVEMENT_IMAGE_TYPES as readonly string[]).includes(photo.type)) return copy.photoType;
  if (photo.size > ACHIEVEMENT_IMAGE_MAX_BYTES) return copy.photoSize;
  return undefined;
}

function TeacherForm({
  editing,
  onSubmit,
  onCancel,
}: {
  editing: TeacherRecord | null;
  onSubmit: (fields: TeacherFormFields, photo: File | null) => Promise<Record<string, string> | null>;
  onCancel: () => void;
}) {
  const form = useForm<Field>({
    initialValues: {
      name: editing?.name ?? '',
      bio: editing?.bio ?? '',
      courses: editing?.courses.join(',') ?? '',
      credentialKind: editing?.credential?.kind ?? '',
      credentialId: editing?.credential?.id ?? '',
    },
    schema: teacherSchema,
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const fileRef = useRef<HTMLInputElement>(null);
  const chosen = form.values.courses.split(',').filter(Boolean);
  const toggleCourse = (slug: string, on: boolean) =>
    form.setValue('courses', (on ? [...chosen, slug] : chosen.filter((s) => s !== slug)).join(','));

  const submit = (event: FormEvent) =>
    form.handleSubmit(async (values) => {
      const problem = photoProblem(photo, !editing);
      setPhotoError(problem);
      if (problem) {
        fileRef.current?.focus();
        return;
      }
      const fields = await onSubmit(values, photo);
      if (fields) {
        const { image, ...rest } = fields;
        const focused = showFieldErrors(form, rest as Partial<Record<Field, string>>);
        if (image) {
          setPhotoError(image);
          if (!focused) fileRef.current?.focus();
        }
      } else if (!editing) {
        form.reset();
        setPhoto(null);
        if (fileRef.current) fileRef.current.value = '';
      }
    })(event);
  // The schema judges the text fields on submit; the photo is checked beside them.
  const onSubmitAll = (event: FormEvent) => {
    setPhotoError(photoProblem(photo, !editing));
    submit(event);
  };
  const photoId = 'teacher-photo';
  const coursesError = form.errors.courses;
  return (
    <form onSubmit={onSubmitAll} noValidate>
      <FieldGrid>
        <FormField label={copy.name} htmlFor={form.fieldId('name')} errorId={form.errorId('name')} error={form.errors.name} required>
          <StyledInput {...form.field('name')} aria-required="true" autoComplete="off" />
        </FormField>
        <FormField
          label={copy.credentialKind}
          htmlFor={form.fieldId('credentialKind')}
          errorId={form.errorId('credentialKind')}
          error={form.errors.credentialKind}
        >
          <StyledSelect {...form.field('credentialKind')}>
            <option value="">{copy.credentialNone}</option>
            {CREDENTIAL_KIND_NAMES.map((kind) => (
              <option key={kind} value={kind}>
                {CREDENTIAL_KINDS[kind].label}
              </option>
            ))}
          </StyledSelect>
        </FormField>
        <FormField
          label={copy.credentialId}
          htmlFor={form.fieldId('credentialId')}
          errorId={form.errorId('credentialId')}
          error={form.errors.credentialId}
        >
          <StyledInput {...form.field('credentialId')} inputMode="numeric" autoComplete="off" spellCheck={false} />
          <Hint>{copy.credentialHint}</Hint>
        </FormField>
        <FormField label={copy.photo} htmlFor={photoId} errorId={`${photoId}-error`} error={photoError} required={!editing}>
          <StyledInput
            ref={fileRef}
            id={photoId}
            type="file"
            accept={ACHIEVEMENT_IMAGE_TYPES.join(',')}
            aria-required={!editing}
            aria-invalid={photoError ? true : undefined}
            aria-describedby={photoError ? `${photoId}-error` : undefined}
            onChange={(event) => {
              setPhoto(event.target.files?.[0] ?? null);
              setPhotoError(undefined);
            }}
          />
          {editing && <Hint>{copy.photoKeep}</Hint>}
        </FormField>
      </FieldGrid>
      <StyledCourses aria-describedby={coursesError ? form.errorId('courses') : undefined}>
        <legend>{copy.courses}</legend>
        {COURSES.map((course, index) => (
          <label key={course.slug}>
            <input
              type="checkbox"
              // The first box carries the field's id, so a refusal focuses it.
              id={index === 0 ? form.fieldId('courses') : undefined}
              checked={chosen.includes(course.slug)}
              aria-invalid={coursesError ? true : undefined}
              onChange={(event) => toggleCourse(course.slug, event.target.checked)}
            />
            {course.label}
          </label>
        ))}
        {coursesError && (
          <p id={form.errorId('courses')} role="alert">
            {coursesError}
          </p>
        )}
      </StyledCourses>
      <FieldGrid>
        <FormField label={copy.bio} htmlFor={form.fieldId('bio')} errorId={form.errorId('bio')} error={form.errors.bio} required>
          <TextArea {...form.field('bio')} aria-required="true" maxLength={TEACHER_BIO_MAX} rows={3} />
          <Hint>{copy.bioHint}</Hint>
        </FormField>
      </FieldGrid>
      <Row>
        <Button type="submit" busy={form.submitting} busyLabel={commonCopy.save}>
          {editing ? commonCopy.save : commonCopy.create}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={onCancel}>
            {commonCopy.cancel}
          </Button>
        )}
      </Row>
    </form>
  );
}

const FORM_ID = 'teacher-form';

export default function TeachersPage() {
  const { imageBaseUrl } = useConfig();
  const { state, reload } = useLoad(teachersApi.list, 'teachers');
  const { editing, edit, cancel, message, run, remove } = useContentEditor<TeacherRecord>(reload, FORM_ID);
  return (
    <ContentEditorLayout
      heading={copy.heading}
      intro={copy.intro}
      message={message}
      formId={FORM_ID}
      formHeading={editing ? copy.editHeading(editing.name) : copy.newHeading}
      editingId={editing?.id ?? null}
      form={
        <TeacherForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onCancel={cancel}
          onSubmit={(fields, photo) =>
            editing
              ? run(() => teachersApi.update(editing.id, fields, photo), copy.updated, commonCopy.saveFailed)
              : run(() => teachersApi.create(fields, photo!), copy.added, commonCopy.saveFailed)
          }
        />
      }
    >
      <DataView state={state} reload={reload} empty={copy.empty} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <TableScroll tabIndex={0} role="region" aria-label={copy.heading}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{copy.photo}</th>
                  <th scope="col">{copy.name}</th>
                  <th scope="col">{copy.courses}</th>
                  <th scope="col">{copy.credentialKind}</th>
                  <th scope="col">{commonCopy.actions}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const credential = row.credential && credentialLink(row.credential);
                  return (
                    <tr key={row.id}>
                      <td>
                        <StyledThumb src={`${imageBaseUrl}${row.photoFile}`} alt={copy.photoAlt(row.name)} loading="lazy" />
                      </td>
                      <th scope="row">
                        {row.name}
                        <Hint>{row.bio}</Hint>
                      </th>
                      <td>{courseNamesOf(row.courses)}</td>
                      <td>
                        {credential ? (
                          <a href={credential.url} target="_blank" rel="noopener noreferrer">
                            {credential.label}
                          </a>
                        ) : (
                          '—'
                        )}
                      </td>
                      <td>
                        <Row>
                          <Button variant="outline" onClick={() => edit(row)} aria-label={`${commonCopy.edit} ${copy.one(row.name)}`}>
                            {commonCopy.edit}
                          </Button>
                          <Button
                            variant="ghost"
                            onClick={() => remove(copy.one(row.name), () => teachersApi.remove(row.id), copy.deleted)}
                            aria-label={`${commonCopy.delete} ${copy.one(row.name)}`}
                          >
                            {commonCopy.delete}
                          </Button>
                        </Row>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </DataView>
    </ContentEditorLayout>
  );
}
