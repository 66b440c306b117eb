import { Button, FormField, StyledInput, useForm } from '@academy/shared';
import { tournamentSchema } from '@academy/contracts/office-rules';
import { useLoad } from '../../../lib/useLoad';
import { useContentEditor } from '../../../lib/useContentEditor';
import { showFieldErrors } from '../../../lib/showFieldErrors';
import { ContentEditorLayout } from '../../../lib/ContentEditorLayout';
import { DataView, DateTimeInput, FieldGrid, Row, Table, TableScroll } from '../../../lib/ui';
import { commonCopy } from '../../../content/office';
import { tournamentsCopy as copy } from '../../../content/content';
import { tournamentsApi } from '../api/tournaments';
import type { TournamentRow } from '../api/tournaments';
import { fromIstStart, toIstStart } from '../istStart';

type Field = 'day' | 'time' | 'support' | 'groupA' | 'groupB';

function TournamentForm({ editing, onSubmit, onCancel }: {
  editing: TournamentRow | null;
  onSubmit(body: { start: string; support: string; groupA: string; groupB: string }): Promise<Record<string, string> | null>;
  onCancel(): void;
}) {
  const start = editing ? fromIstStart(editing.start) : { day: '', time: '' };
  const form = useForm<Field>({
    initialValues: { day: start.day, time: start.time, support: editing?.support ?? '-', groupA: editing?.groupA ?? '-', groupB: editing?.groupB ?? '-' },
  });
  const submit = form.handleSubmit(async (values) => {
    const body = { start: toIstStart(values.day, values.time), support: values.support, groupA: values.groupA, groupB: values.groupB };
    const parsed = tournamentSchema.safeParse(body);
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'start' ? (values.day ? 'time' : 'day') : (issue.path[0] as Field);
        errors[key] ??= issue.message;
      }
      showFieldErrors(form, errors);
      return;
    }
    const fields = await onSubmit(parsed.data);
    if (fields) showFieldErrors(form, { day: fields.start, support: fields.support, groupA: fields.groupA, groupB: fields.groupB });
    else if (!editing) form.reset();
  });
  const text = (name: Field, label: string, hint?: string) => (
    <FormField label={label} htmlFor={form.fieldId(name)} errorId={form.errorId(name)} error={form.errors[name]} required>
      {name === 'day' || name === 'time' ? (
        <DateTimeInput {...form.field(name)} type={name === 'day' ? 'date' : 'time'} aria-required="true" title={hint} />
      ) : (
        <StyledInput {...form.field(name)} type="text" inputMode="url" aria-required="true" title={hint} />
      )}
    </FormField>
  );
  return (
    <form onSubmit={submit} noValidate>
      <FieldGrid>
        {text('day', copy.date)}
        {text('time', copy.time)}
      </FieldGrid>
      <p>{copy.linkHint}</p>
      <FieldGrid>
        {text('support', copy.support)}
        {text('groupA', copy.groupA)}
        {text('groupB', copy.groupB)}
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

const linkCell = (link: string) => (link === '-' ? '—' : <a href={link}>{link}</a>);

const FORM_ID = 'tournament-form';

export default function TournamentsPage() {
  const { state, reload } = useLoad(tournamentsApi.list, 'tournaments');
  const { editing, edit, cancel, message, run, remove } = useContentEditor<TournamentRow>(reload, FORM_ID);
  return (
    <ContentEditorLayout
      heading={copy.heading}
      intro={copy.intro}
      message={message}
      formId={FORM_ID}
      formHeading={editing ? copy.editHeading(editing.start) : copy.newHeading}
      editingId={editing?.id ?? null}
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
      <DataView state={state} reload={reload} empty={copy.empty} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <TableScroll tabIndex={0} role="region" aria-label={copy.heading}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{copy.start}</th>
                  <th scope="col">{copy.support}</th>
                  <th scope="col">{copy.groupA}</th>
                  <th scope="col">{copy.groupB}</th>
                  <th scope="col">{commonCopy.actions}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{row.start}</th>
                    <td>{linkCell(row.support)}</td>
                    <td>{linkCell(row.groupA)}</td>
                    <td>{linkCell(row.groupB)}</td>
                    <td>
                      <Row>
                        <Button variant="outline" onClick={() => edit(row)} aria-label={`${commonCopy.edit} ${copy.one(row.start)}`}>
                          {commonCopy.edit}
                        </Button>
                        <Button variant="ghost" onClick={() => remove(copy.one(row.start), () => tournamentsApi.remove(row.id), copy.deleted)} aria-label={`${commonCopy.delete} ${copy.one(row.start)}`}>
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
