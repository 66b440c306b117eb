import styled from 'styled-components';
import { COURSES, StyledInput, StyledSelect, useForm } from '@academy/shared';
import { TEACHER_BIO_MAX, teacherSchema } from '@academy/contracts/office-rules';
import { CREDENTIAL_KINDS, CREDENTIAL_KIND_NAMES } from '@academy/contracts/records';
import type { TeacherRecord } from '@academy/contracts/records';
import { FieldGrid, Hint, TextArea } from '../../../lib/ui';
import { multipart } from '../../../lib/resource/resourceApi';
import { ImageField, submitWithImage } from '../../../lib/resource/ImageField';
import { FieldOf } from '../../../lib/resource/FieldOf';
import { ResourceForm } from '../../../lib/resource/ResourceForm';
import type { ResourceFormProps } from '../../../lib/resource/ResourceForm';
import { PlainResourcePage } from '../../../lib/resource/ResourcePage';
import { useImageChoice } from '../../../lib/resource/useImageChoice';
import { teachersCopy as copy } from '../lib/copy';
import { teacherResource } from '../lib/teacherResource';

type Field = 'name' | 'bio' | 'courses' | 'credentialKind' | 'credentialId';

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

function TeacherForm({ editing, onSubmit, onCancel }: ResourceFormProps<TeacherRecord, FormData>) {
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
  const photo = useImageChoice('teacher-photo', editing === null, copy.photo);
  const chosen = form.values.courses.split(',').filter(Boolean);
  const toggleCourse = (slug: string, on: boolean) =>
    form.setValue('courses', (on ? [...chosen, slug] : chosen.filter((s) => s !== slug)).join(','));

  const submit = submitWithImage(form, photo, (values, file) => onSubmit(multipart(values, file)));
  const coursesError = form.errors.courses;
  return (
    <ResourceForm editing={editing !== null} submitting={form.submitting} onSubmit={submit} onCancel={onCancel}>
      <FieldGrid>
        <FieldOf form={form} name="name" label={copy.name} required>
          <StyledInput {...form.field('name')} aria-required="true" autoComplete="off" />
        </FieldOf>
        <FieldOf form={form} name="credentialKind" label={copy.credentialKind}>
          <StyledSelect {...form.field('credentialKind')}>
            <option value="">{copy.credentialNone}</option>
            {CREDENTIAL_KIND_NAMES.map((kind) => (
              <option key={kind} value={kind}>
                {CREDENTIAL_KINDS[kind].label}
              </option>
            ))}
          </StyledSelect>
        </FieldOf>
        <FieldOf form={form} name="credentialId" label={copy.credentialId}>
          <StyledInput {...form.field('credentialId')} inputMode="numeric" autoComplete="off" spellCheck={false} />
          <Hint>{copy.credentialHint}</Hint>
        </FieldOf>
        <ImageField choice={photo} />
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
        <FieldOf form={form} name="bio" label={copy.bio} required>
          <TextArea {...form.field('bio')} aria-required="true" maxLength={TEACHER_BIO_MAX} rows={3} />
          <Hint>{copy.bioHint}</Hint>
        </FieldOf>
      </FieldGrid>
    </ResourceForm>
  );
}

export default function TeachersPage() {
  return <PlainResourcePage resource={teacherResource} form={(props) => <TeacherForm {...props} />} />;
}
