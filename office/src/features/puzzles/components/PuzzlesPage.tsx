import styled from 'styled-components';
import { Button, FormField, StyledInput, StyledSelect, useForm } from '@academy/shared';
import { puzzleSchema } from '@academy/contracts/office-rules';
import { useLoad } from '../../../lib/useLoad';
import { useContentEditor } from '../../../lib/useContentEditor';
import { showFieldErrors } from '../../../lib/showFieldErrors';
import { ContentEditorLayout } from '../../../lib/ContentEditorLayout';
import { DataView, DateTimeInput, FieldGrid, Panel, Row, Table, TableScroll, TextArea } from '../../../lib/ui';
import { commonCopy } from '../../../content/office';
import { puzzlesCopy as copy } from '../../../content/content';
import { puzzlesApi } from '../api/puzzles';
import type { PuzzleRow } from '../api/puzzles';
import { PuzzlePreview } from './PuzzlePreview';

const StyledOptions = styled(FieldGrid)`
  margin-top: ${({ theme }) => theme.space[3]};
`;

const StyledPreview = styled(Panel)`
  margin-top: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.background};
`;

type Field = 'day' | 'question' | 'optionA' | 'optionB' | 'optionC' | 'optionD' | 'answer' | 'explanation';
const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** The date picker's YYYY-MM-DD as the store's DD/MM/YYYY, and back. */
const toDdmmyyyy = (day: string): string => day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');
const toDay = (date: string): string => date.replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3-$2-$1');

function PuzzleForm({ editing, onSubmit, onCancel }: {
  editing: PuzzleRow | null;
  onSubmit(body: Omit<PuzzleRow, 'id'>): Promise<Record<string, string> | null>;
  onCancel(): void;
}) {
  const form = useForm<Field>({
    initialValues: {
      day: editing ? toDay(editing.date) : '',
      question: editing?.question ?? '',
      optionA: editing?.optionA ?? '',
      optionB: editing?.optionB ?? '',
      optionC: editing?.optionC ?? '',
      optionD: editing?.optionD ?? '',
      answer: editing?.answer ?? '',
      explanation: editing?.explanation ?? '',
    },
  });
  const { day, ...rest } = form.values;
  const draft = { date: toDdmmyyyy(day), ...rest };
  const submit = form.handleSubmit(async ({ day: chosenDay, ...values }) => {
    const parsed = puzzleSchema.safeParse({ date: toDdmmyyyy(chosenDay), ...values });
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = (issue.path[0] === 'date' ? 'day' : issue.path[0]) as Field;
        errors[key] ??= issue.message;
      }
      showFieldErrors(form, errors);
      return;
    }
    const fields = await onSubmit(parsed.data);
    if (fields) {
      const { date, ...others } = fields;
      showFieldErrors(form, { day: date, ...others });
    } else if (!editing) form.reset();
  });
  const field = (name: Field, label: string, control: 'input' | 'textarea' = 'input') => (
    <FormField label={label} htmlFor={form.fieldId(name)} errorId={form.errorId(name)} error={form.errors[name]} required>
      {control === 'textarea' ? (
        <TextArea {...form.field(name)} aria-required="true" />
      ) : name === 'day' ? (
        <DateTimeInput {...form.field(name)} type="date" aria-required="true" />
      ) : (
        <StyledInput {...form.field(name)} type="text" aria-required="true" />
      )}
    </FormField>
  );
  return (
    <form onSubmit={submit} noValidate>
      <FieldGrid>{field('day', copy.date)}</FieldGrid>
      {field('question', copy.question, 'textarea')}
      <StyledOptions>
        {LETTERS.map((letter) => field(`option${letter}`, copy.option(letter)))}
      </StyledOptions>
      <FieldGrid>
        <FormField label={copy.answer} htmlFor={form.fieldId('answer')} errorId={form.errorId('answer')} error={form.errors.answer} required>
          <StyledSelect {...form.field('answer')} aria-required="true">
            <option value="">{copy.answerHint}</option>
            {LETTERS.map((letter) => {
              const text = form.values[`option${letter}`].trim();
              return text ? (
                <option key={letter} value={text}>
                  {letter}. {text}
                </option>
              ) : null;
            })}
          </StyledSelect>
        </FormField>
      </FieldGrid>
      {field('explanation', copy.explanation, 'textarea')}
      <StyledPreview aria-labelledby="puzzle-preview">
        <h2 id="puzzle-preview">{copy.preview}</h2>
        <PuzzlePreview puzzle={draft} />
      </StyledPreview>
      <Row>
        <Button type="submit" busy={form.submitting} busyLabel={commonCopy.save}>
          {editing ? commonCopy.save : copy.newHeading}
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

const FORM_ID = 'puzzle-form';

export default function PuzzlesPage() {
  const { state, reload } = useLoad(puzzlesApi.list, 'puzzles');
  const { editing, edit, cancel, message, run, remove } = useContentEditor<PuzzleRow>(reload, FORM_ID);
  return (
    <ContentEditorLayout
      heading={copy.heading}
      intro={copy.intro}
      message={message}
      formId={FORM_ID}
      formHeading={editing ? copy.editHeading(editing.date) : copy.newHeading}
      editingId={editing?.id ?? null}
      form={
        <PuzzleForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onCancel={cancel}
          onSubmit={(body) =>
            editing
              ? run(() => puzzlesApi.update(editing.id, body), copy.updated, commonCopy.saveFailed)
              : run(() => puzzlesApi.create(body), copy.added, commonCopy.saveFailed)
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
                  <th scope="col">{copy.date}</th>
                  <th scope="col">{copy.question}</th>
                  <th scope="col">{copy.answer}</th>
                  <th scope="col">{commonCopy.actions}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{row.date}</th>
                    <td>{row.question}</td>
                    <td>{row.answer}</td>
                    <td>
                      <Row>
                        <Button variant="outline" onClick={() => edit(row)} aria-label={`${commonCopy.edit} ${copy.one(row.date)}`}>
                          {commonCopy.edit}
                        </Button>
                        <Button variant="ghost" onClick={() => remove(copy.one(row.date), () => puzzlesApi.remove(row.id), copy.deleted)} aria-label={`${commonCopy.delete} ${copy.one(row.date)}`}>
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
