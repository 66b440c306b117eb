import { FormField, StyledInput, useForm } from '@academy/shared';
import { TOURNAMENT_NAME_MAX, tournamentSchema } from '@academy/contracts/office-rules';
import type { TournamentInput } from '@academy/contracts/office-rules';
import { instantOfIstWallClock, istWallClockOf } from '@academy/contracts/records';
import type { TournamentRecord } from '@academy/contracts/records';
import { showFieldErrors } from '../../../lib/showFieldErrors';
import { DateTimeInput, FieldGrid, Hint } from '../../../lib/ui';
import { tournamentsCopy as copy } from '../../../content/content';
import { ResourceForm } from '../../../lib/resource/ResourceForm';
import type { ResourceFormProps } from '../../../lib/resource/ResourceForm';
import { ResourcePage } from '../../../lib/resource/ResourcePage';
import { useResource } from '../../../lib/resource/useResource';
import { afterSave, issueMessages } from '../../../lib/resource/formOutcome';
import { tournamentResource } from '../lib/tournamentResource';

type Field = 'name' | 'startsAt' | 'supportLink' | 'groupALink' | 'groupBLink';
const LINKS = ['supportLink', 'groupALink', 'groupBLink'] as const;
const LINK_LABELS = { supportLink: copy.support, groupALink: copy.groupA, groupBLink: copy.groupB };

/**
 * The start is typed as a wall-clock time in India (the date-time field knows no time zone) and
 * sent as the instant it names; a name or link left empty is sent as none.
 */
function TournamentForm({ editing, onSubmit, onCancel }: ResourceFormProps<TournamentRecord, TournamentInput>) {
  const form = useForm<Field>({
    initialValues: {
      name: editing?.name ?? '',
      startsAt: editing ? istWallClockOf(editing.startsAt) : '',
      supportLink: editing?.supportLink ?? '',
      groupALink: editing?.groupALink ?? '',
      groupBLink: editing?.groupBLink ?? '',
    },
  });
  const submit = form.handleSubmit(async (values) => {
    const startsAt = instantOfIstWallClock(values.startsAt);
    const parsed = tournamentSchema.safeParse({ ...values, startsAt: startsAt ?? '' });
    if (!parsed.success || !startsAt) {
      const errors = issueMessages<Field>(parsed.error?.issues ?? []);
      if (!startsAt) errors.startsAt = copy.startMissing;
      showFieldErrors(form, errors);
      return;
    }
    afterSave(form, await onSubmit(parsed.data), editing !== null);
  });
  return (
    <ResourceForm editing={editing !== null} submitting={form.submitting} onSubmit={submit} onCancel={onCancel}>
      <FieldGrid>
        <FormField label={copy.name} htmlFor={form.fieldId('name')} errorId={form.errorId('name')} error={form.errors.name}>
          <StyledInput {...form.field('name')} type="text" maxLength={TOURNAMENT_NAME_MAX} autoComplete="off" />
          <Hint>{copy.nameHint}</Hint>
        </FormField>
        <FormField
          label={copy.start}
          htmlFor={form.fieldId('startsAt')}
          errorId={form.errorId('startsAt')}
          error={form.errors.startsAt}
          required
        >
          <DateTimeInput {...form.field('startsAt')} type="datetime-local" aria-required="true" />
        </FormField>
      </FieldGrid>
      <p>{copy.linkHint}</p>
      <FieldGrid>
        {LINKS.map((name) => (
          <FormField
            key={name}
            label={LINK_LABELS[name]}
            htmlFor={form.fieldId(name)}
            errorId={form.errorId(name)}
            error={form.errors[name]}
          >
            <StyledInput {...form.field(name)} type="url" inputMode="url" />
          </FormField>
        ))}
      </FieldGrid>
    </ResourceForm>
  );
}

export default function TournamentsPage() {
  const page = useResource(tournamentResource);
  return (
    <ResourcePage
      resource={tournamentResource}
      page={page}
      form={<TournamentForm editing={page.editing} onSubmit={page.save} onCancel={page.cancel} />}
    />
  );
}
