import type { ReactNode } from 'react';
import { Button, FormField, StyledInput, StyledSelect } from '@academy/shared';
import { COURSES } from '@academy/contracts/catalogue';
import type { TeacherRecord } from '@academy/contracts/records';
import { slotsCopy as copy } from '../../../content/demos';
import { Notice } from '../../../lib/ui';
import type { PublishForm } from './usePublishForm';

/** A labelled field of a publishing form, with its error beside it. */
export function Field({ form, name, label, children }: { form: PublishForm; name: string; label: string; children?: ReactNode }) {
  return (
    <FormField label={label} {...form.errorOf(name)}>
      {children ?? <StyledInput {...form.field(name)} />}
    </FormField>
  );
}

/** Length, seats, course and teacher: what a one-off slot and a weekly rule both name. */
export function SlotBasics({ form, teachers }: { form: PublishForm; teachers: readonly TeacherRecord[] }) {
  const course = form.values.course ?? '';
  return (
    <>
      <Field form={form} name={'minutes'} label={copy.minutes}>
        <StyledInput {...form.field('minutes')} type="number" inputMode="numeric" min={15} max={180} />
      </Field>
      <Field form={form} name={'capacity'} label={copy.capacity}>
        <StyledInput {...form.field('capacity')} type="number" inputMode="numeric" min={1} max={50} />
      </Field>
      <Field form={form} name={'course'} label={copy.course}>
        <StyledSelect {...form.field('course')}>
          {COURSES.map((one) => (
            <option key={one.slug} value={one.slug}>
              {one.label}
            </option>
          ))}
        </StyledSelect>
      </Field>
      <Field form={form} name={'teacherId'} label={copy.teacher}>
        <StyledSelect {...form.field('teacherId')}>
          <option value="">{copy.chooseTeacher}</option>
          {teachers
            .filter((teacher) => teacher.courses.includes(course))
            .map((teacher) => (
              <option key={teacher.id} value={teacher.id}>
                {teacher.name}
              </option>
            ))}
        </StyledSelect>
      </Field>
    </>
  );
}

/** The form's end: its button, what it did, or the API's refusal. */
export function PublishEnd({ form, submit }: { form: PublishForm; submit: string }) {
  return (
    <>
      <Button type="submit" busy={form.busy} busyLabel={copy.publishing}>
        {submit}
      </Button>
      {form.sent && (
        <Notice role="status" $tone="success">
          {form.sent}
        </Notice>
      )}
      {form.problem && (
        <Notice role="alert" $tone="error">
          {form.problem}
        </Notice>
      )}
    </>
  );
}
