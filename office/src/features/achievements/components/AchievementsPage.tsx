import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormField, StyledInput, useConfig, useForm } from '@academy/shared';
import {
  ACHIEVEMENT_IMAGE_MAX_BYTES,
  ACHIEVEMENT_IMAGE_TYPES,
  achievementIdFrom,
  achievementSchema,
} from '@academy/contracts/office-rules';
import type { AchievementInput } from '@academy/contracts/office-rules';
import type { AchievementRecord } from '@academy/contracts/records';
import { useLoad } from '../../../lib/useLoad';
import { useContentEditor } from '../../../lib/useContentEditor';
import { showFieldErrors } from '../../../lib/showFieldErrors';
import { ContentEditorLayout } from '../../../lib/ContentEditorLayout';
import { DataView, FieldGrid, Hint, Row, Table, TableScroll } from '../../../lib/ui';
import { commonCopy } from '../../../content/office';
import { achievementsCopy as copy } from '../../../content/content';
import { achievementsApi } from '../api/achievements';

type Field = 'id' | 'title' | 'subtitle';

const StyledThumb = styled.img`
  width: 6rem;
  height: 4rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
`;

/** What is wrong with a chosen image before it is sent (the API judges it again by its content). */
function imageProblem(image: File | null, required: boolean): string | undefined {
  if (!image) return required ? copy.imageMissing : undefined;
  if (!(ACHIEVEMENT_IMAGE_TYPES as readonly string[]).includes(image.type)) return copy.imageType;
  if (image.size > ACHIEVEMENT_IMAGE_MAX_BYTES) return copy.imageSize;
  return undefined;
}

function AchievementForm({
  editing,
  onSubmit,
  onCancel,
}: {
  editing: AchievementRecord | null;
  onSubmit: (fields: AchievementInput, image: File | null) => Promise<Record<string, string> | null>;
  onCancel: () => void;
}) {
  const form = useForm<Field>({
    initialValues: { id: editing?.id ?? '', title: editing?.title ?? '', subtitle: editing?.subtitle ?? '' },
    schema: achievementSchema,
  });
  // A new achievement's id follows its title until staff type an id of their own.
  const [idTyped, setIdTyped] = useState(editing !== null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const fileRef = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) =>
    form.handleSubmit(async (values) => {
      const problem = imageProblem(image, !editing);
      setImageError(problem);
      if (problem) {
        fileRef.current?.focus();
        return;
      }
      const fields = await onSubmit(values, image);
      if (fields) {
        const focused = showFieldErrors(form, { id: fields.id, title: fields.title, subtitle: fields.subtitle });
        if (fields.image) {
          setImageError(fields.image);
          if (!focused) fileRef.current?.focus();
        }
      } else if (!editing) {
        form.reset();
        setIdTyped(false);
        setImage(null);
        if (fileRef.current) fileRef.current.value = '';
      }
    })(event);
  // The schema judges the text fields on submit; the image is checked beside them.
  const onSubmitAll = (event: FormEvent) => {
    setImageError(imageProblem(image, !editing));
    submit(event);
  };
  const imageId = 'achievement-image';
  return (
    <form onSubmit={onSubmitAll} noValidate>
      <FieldGrid>
        <FormField label={copy.id} htmlFor={form.fieldId('id')} errorId={form.errorId('id')} error={form.errors.id} required>
          <StyledInput
            {...form.field('id')}
            onChange={(event) => {
              form.setValue('id', event.target.value);
              setIdTyped(event.target.value !== '');
            }}
            readOnly={editing !== null}
            aria-required="true"
            autoCapitalize="none"
            spellCheck={false}
          />
          <Hint>{editing ? copy.idFixed : copy.idHint}</Hint>
        </FormField>
        <FormField label={copy.title} htmlFor={form.fieldId('title')} errorId={form.errorId('title')} error={form.errors.title} required>
          <StyledInput
            {...form.field('title')}
            onChange={(event) => {
              form.setValue('title', event.target.value);
              if (!idTyped) form.setValue('id', achievementIdFrom(event.target.value));
            }}
            aria-required="true"
          />
        </FormField>
        <FormField
          label={copy.subtitle}
          htmlFor={form.fieldId('subtitle')}
          errorId={form.errorId('subtitle')}
          error={form.errors.subtitle}
          required
        >
          <StyledInput {...form.field('subtitle')} aria-required="true" />
        </FormField>
        <FormField label={copy.image} htmlFor={imageId} errorId={`${imageId}-error`} error={imageError} required={!editing}>
          <StyledInput
            ref={fileRef}
            id={imageId}
            type="file"
            accept={ACHIEVEMENT_IMAGE_TYPES.join(',')}
            aria-required={!editing}
            aria-invalid={imageError ? true : undefined}
            aria-describedby={imageError ? `${imageId}-error` : undefined}
            onChange={(event) => {
              setImage(event.target.files?.[0] ?? null);
              setImageError(undefined);
            }}
          />
          {editing && <Hint>{copy.imageKeep}</Hint>}
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

const FORM_ID = 'achievement-form';

/** The gallery's ids with the one at `index` moved one place (`step` -1 up, 1 down). */
export function moved(rows: readonly AchievementRecord[], index: number, step: -1 | 1): string[] {
  const ids = rows.map((row) => row.id);
  const [id] = ids.splice(index, 1);
  ids.splice(index + step, 0, id!);
  return ids;
}

export default function AchievementsPage() {
  const { imageBaseUrl } = useConfig();
  const { state, reload } = useLoad(achievementsApi.list, 'achievements');
  const { editing, edit, cancel, message, run, remove } = useContentEditor<AchievementRecord>(reload, FORM_ID);
  return (
    <ContentEditorLayout
      heading={copy.heading}
      intro={copy.intro}
      message={message}
      formId={FORM_ID}
      formHeading={editing ? copy.editHeading(editing.id) : copy.newHeading}
      editingId={editing?.id ?? null}
      form={
        <AchievementForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onCancel={cancel}
          onSubmit={(fields, image) =>
            editing
              ? run(() => achievementsApi.update(editing.id, fields, image), copy.updated, commonCopy.saveFailed)
              : run(() => achievementsApi.create(fields, image!), copy.added, commonCopy.saveFailed)
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
                  <th scope="col">{copy.image}</th>
                  <th scope="col">{copy.title}</th>
                  <th scope="col">{copy.subtitle}</th>
                  <th scope="col">{copy.order}</th>
                  <th scope="col">{commonCopy.actions}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={row.id}>
                    <td>
                      <StyledThumb src={`${imageBaseUrl}${row.imageFile}`} alt={copy.imageAlt(row.title)} loading="lazy" />
                    </td>
                    <th scope="row">
                      {row.title}
                      <Hint>{row.id}</Hint>
                    </th>
                    <td>{row.subtitle}</td>
                    <td>
                      <Row>
                        <Button
                          variant="outline"
                          disabled={index === 0}
                          onClick={() => void run(() => achievementsApi.order(moved(rows, index, -1)), copy.moved, commonCopy.saveFailed)}
                          aria-label={copy.moveUp(row.title)}
                        >
                          {copy.up}
                        </Button>
                        <Button
                          variant="outline"
                          disabled={index === rows.length - 1}
                          onClick={() => void run(() => achievementsApi.order(moved(rows, index, 1)), copy.moved, commonCopy.saveFailed)}
                          aria-label={copy.moveDown(row.title)}
                        >
                          {copy.down}
                        </Button>
                      </Row>
                    </td>
                    <td>
                      <Row>
                        <Button variant="outline" onClick={() => edit(row)} aria-label={`${commonCopy.edit} ${copy.one(row.id)}`}>
                          {commonCopy.edit}
                        </Button>
                        <Button
                          variant="ghost"
                          onClick={() => remove(copy.one(row.id), () => achievementsApi.remove(row.id), copy.deleted)}
                          aria-label={`${commonCopy.delete} ${copy.one(row.id)}`}
                        >
                          {commonCopy.delete}
                        </Button>
                      </Row>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </DataView>
    </ContentEditorLayout>
  );
}
