import { StyledInput, useForm } from '@academy/shared';
import { TOURNAMENT_NAME_MAX, tournamentSchema } from '@academy/contracts/office-rules';
import type { TournamentInput } from '@academy/contracts/office-rules';
import { instantOfIstWallClock, istWallClockOf } from '@academy/contracts/records';
import type { TournamentRecord } from '@academy/contracts/records';
import { showFieldErrors } from '../../../lib/showFieldErrors';
import { DateTimeInput, FieldGrid, Hint } from '../../../lib/ui';
import { tournamentsCopy as copy } from '../../../content/content';
import { FieldOf } from '../../../lib/resource/FieldOf';
import { ResourceForm } from '../../../lib/resource/ResourceForm';
import type { ResourceFormProps } from '../../../lib/resource/ResourceForm';
import { PlainResourcePage } from '../../../lib/resource/ResourcePage';
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
        <FieldOf form={form} name="name" label={copy.name}>
          <StyledInput {...form.field('name')} type="text" maxLength={TOURNAMENT_NAME_MAX} autoComplete="off" />
          <Hint>{copy.nameHint}</Hint>
        </FieldOf>
        <FieldOf form={form} name="startsAt" label={copy.start} required>
          <DateTimeInput {...form.field('startsAt')} type="datetime-local" aria-required="true" />
        </FieldOf>
      </FieldGrid>
      <p>{copy.linkHint}</p>
      <FieldGrid>
        {LINKS.map((name) => (
          <FieldOf key={name} form={form} name={name} label={LINK_LABELS[name]}>
            <StyledInput {...form.field(name)} type="url" inputMode="url" />
          </FieldOf>
        ))}
      </FieldGrid>
    </ResourceForm>
  );
}

export default function TournamentsPage() {
  return <PlainResourcePage resource={tournamentResource} form={(props) => <TournamentForm {...props} />} />;
}
