import { useState } from 'react';
import { Button, StyledInput, useForm } from '@academy/shared';
import { achievementIdFrom, achievementSchema } from '@academy/contracts/office-rules';
import type { AchievementRecord } from '@academy/contracts/records';
import { FieldGrid, Hint, Row } from '../../../lib/ui';
import { commonCopy } from '../../../content/office';
import { achievementsCopy as copy } from '../../../content/content';
import { multipart } from '../../../lib/resource/resourceApi';
import { ImageField, submitWithImage } from '../../../lib/resource/ImageField';
import { FieldOf } from '../../../lib/resource/FieldOf';
import { ResourceForm } from '../../../lib/resource/ResourceForm';
import type { ResourceFormProps } from '../../../lib/resource/ResourceForm';
import { ResourcePage } from '../../../lib/resource/ResourcePage';
import { useImageChoice } from '../../../lib/resource/useImageChoice';
import { useResource } from '../../../lib/resource/useResource';
import type { Column } from '../../../lib/resource/resource';
import { orderAchievements } from '../api/achievementOrder';
import { achievementResource } from '../lib/achievementResource';

type Field = 'id' | 'title' | 'subtitle';

function AchievementForm({ editing, onSubmit, onCancel }: ResourceFormProps<AchievementRecord, FormData>) {
  const form = useForm<Field>({
    initialValues: { id: editing?.id ?? '', title: editing?.title ?? '', subtitle: editing?.subtitle ?? '' },
    schema: achievementSchema,
  });
  // A new achievement's id follows its title until staff type an id of their own.
  const [idTyped, setIdTyped] = useState(editing !== null);
  const image = useImageChoice('achievement-image', editing === null, copy.image);
  const submit = submitWithImage(
    form,
    image,
    (values, file) => onSubmit(multipart(values, file)),
    () => setIdTyped(false),
  );
  return (
    <ResourceForm editing={editing !== null} submitting={form.submitting} onSubmit={submit} onCancel={onCancel}>
      <FieldGrid>
        <FieldOf form={form} name="id" label={copy.id} required>
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
        </FieldOf>
        <FieldOf form={form} name="title" label={copy.title} required>
          <StyledInput
            {...form.field('title')}
            onChange={(event) => {
              form.setValue('title', event.target.value);
              if (!idTyped) form.setValue('id', achievementIdFrom(event.target.value));
            }}
            aria-required="true"
          />
        </FieldOf>
        <FieldOf form={form} name="subtitle" label={copy.subtitle} required>
          <StyledInput {...form.field('subtitle')} aria-required="true" />
        </FieldOf>
        <ImageField choice={image} />
      </FieldGrid>
    </ResourceForm>
  );
}

/** The gallery's ids with the one at `index` moved one place (`step` -1 up, 1 down). */
export function moved(rows: readonly AchievementRecord[], index: number, step: -1 | 1): string[] {
  const ids = rows.map((row) => row.id);
  const [id] = ids.splice(index, 1);
  ids.splice(index + step, 0, id!);
  return ids;
}

export default function AchievementsPage() {
  const page = useResource(achievementResource);
  const { run } = page;
  const move = (rows: readonly AchievementRecord[], index: number, step: -1 | 1) =>
    void run(() => orderAchievements(moved(rows, index, step)), copy.moved, commonCopy.saveFailed);
  const order: Column<AchievementRecord> = {
    header: copy.order,
    cell: (row, index, rows) => (
      <Row>
        <Button variant="outline" disabled={index === 0} onClick={() => move(rows, index, -1)} aria-label={copy.moveUp(row.title)}>
          {copy.up}
        </Button>
        <Button
          variant="outline"
          disabled={index === rows.length - 1}
          onClick={() => move(rows, index, 1)}
          aria-label={copy.moveDown(row.title)}
        >
          {copy.down}
        </Button>
      </Row>
    ),
  };
  return (
    <ResourcePage
      resource={achievementResource}
      page={page}
      columns={[...achievementResource.columns, order]}
      form={(props) => <AchievementForm {...props} />}
    />
  );
}
