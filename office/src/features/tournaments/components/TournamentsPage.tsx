import { Button, FormField, StyledInput, useForm } from '@academy/shared';
import { TOURNAMENT_NAME_MAX, tournamentSchema } from '@academy/contracts/office-rules';
import type { TournamentInput } from '@academy/contracts/office-rules';
import { instantOfIstWallClock, istWallClockOf } from '@academy/contracts/records';
import type { TournamentRecord } from '@academy/contracts/records';
import { useLoad } from '../../../lib/useLoad';
import { useContentEditor } from '../../../lib/useContentEditor';
import { showFieldErrors } from '../../../lib/showFieldErrors';
import { ContentEditorLayout } from '../../../lib/ContentEditorLayout';
import { istDateTime } from '../../../lib/istTime';
import { DataView, DateTimeInput, FieldGrid, Hint, Row, Table, TableScroll } from '../../../lib/ui';
import { commonCopy } from '../../../content/office';
import { tournamentsCopy as copy } from '../../../content/content';
import { tournamentsApi } from '../api/tournaments';

type Field = 'name' | 'startsAt' | 'supportLink' | 'groupALink' | 'groupBLink';
const LINKS = ['supportLink', 'groupALink', 'groupBLink'] as const;

/**
 * The start is typed as a wall-clock time in India (the date-time field knows no time zone) and
 * sent as the instant it names; a link left empty is sent as none.
 */
function TournamentForm({
  editing,
  onSubmit,
  onCancel,
}: {
  editing: TournamentRecord | null;
  onSubmit: (body: TournamentInput) => Promise<Record<string, string> | null>;
  onCancel: () => void;
}) {
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
      const errors: Partial<Record<Field, string>> = startsAt ? {} : { startsAt: copy.startMissing };
      for (const issue of parsed.error?.issues ?? []) errors[issue.path[0] as Field] ??= issue.message;
      showFieldErrors(form, errors);
      return;
    }
    const fields = await onSubmit(parsed.data);
    if (fields)
      showFieldErrors(form, {
        name: fields.name,
        startsAt: fields.startsAt,
        supportLink: fields.supportLink,
        groupALink: fields.groupALink,
        groupBLink: fields.groupBLink,
      });
    else if (!editing) form.reset();
  });
  const label: Record<Field, string> = {
    name: copy.name,
    startsAt: copy.start,
    supportLink: copy.support,
    groupALink: copy.groupA,
    groupBLink: copy.groupB,
  };
  return (
    <form onSubmit={submit} noValidate>
      <FieldGrid>
        <FormField label={label.name} htmlFor={form.fieldId('name')} errorId={form.errorId('name')} error={form.errors.name}>
          <StyledInput {...form.field('name')} type="text" maxLength={TOURNAMENT_NAME_MAX} autoComplete="off" />
          <Hint>{copy.nameHint}</Hint>
        </FormField>
        <FormField
          label={label.startsAt}
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
          <FormField key={name} label={label[name]} htmlFor={form.fieldId(name)} errorId={form.errorId(name)} error={form.errors[name]}>
            <StyledInput {...form.field(name)} type="url" inputMode="url" />
          </FormField>
        ))}
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

const linkCell = (link: string | null) => (link ? <a href={link}>{link}</a> : '—');

const FORM_ID = 'tournament-form';

export default function TournamentsPage() {
  const { state, reload } = useLoad(tournamentsApi.list, 'tournaments');
  const { editing, edit, cancel, message, run, remove } = useContentEditor<TournamentRecord>(reload, FORM_ID);
  return (
    <ContentEditorLayout
      heading={copy.heading}
      intro={copy.intro}
      message={message}
      formId={FORM_ID}
      formHeading={editing ? copy.editHeading(istDateTime(editing.startsAt)) : copy.newHeading}
      editingId={editing ? String(editing.id) : null}
      form={
        <TournamentForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onCancel={cancel}
          onSubmit={(body) =>
            editing
              ? run(() => tournamentsApi.update(editing.id, body), copy.updated, commonCopy.saveFailed)
              : run(() => tournamentsApi.create(body), copy.added, commonCopy.saveFailed)
          }
        />
      }
    >
      <DataView state={state} reload={reload} empty={copy.empty} isEmpty={(tournaments) => tournaments.length === 0}>
        {(tournaments) => (
          <TableScroll tabIndex={0} role="region" aria-label={copy.heading}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{copy.start}</th>
                  <th scope="col">{copy.name}</th>
                  <th scope="col">{copy.support}</th>
                  <th scope="col">{copy.groupA}</th>
                  <th scope="col">{copy.groupB}</th>
                  <th scope="col">{commonCopy.actions}</th>
                </tr>
              </thead>
              <tbody>
                {tournaments.map((tournament) => {
                  const start = istDateTime(tournament.startsAt);
                  return (
                    <tr key={tournament.id}>
                      <th scope="row">
                        <time dateTime={tournament.startsAt}>{start}</time>
                      </th>
                      <td>{tournament.name ?? '—'}</td>
                      <td>{linkCell(tournament.supportLink)}</td>
                      <td>{linkCell(tournament.groupALink)}</td>
                      <td>{linkCell(tournament.groupBLink)}</td>
                      <td>
                        <Row>
                          <Button variant="outline" onClick={() => edit(tournament)} aria-label={`${commonCopy.edit} ${copy.one(start)}`}>
                            {commonCopy.edit}
                          </Button>
                          <Button
                            variant="ghost"
                            onClick={() => remove(copy.one(start), () => tournamentsApi.remove(tournament.id), copy.deleted)}
                            aria-label={`${commonCopy.delete} ${copy.one(start)}`}
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
