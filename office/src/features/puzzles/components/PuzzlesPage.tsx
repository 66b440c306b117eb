import { useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, FormField, StyledInput, StyledSelect, useForm } from '@academy/shared';
import { puzzleSchema } from '@academy/contracts/office-rules';
import type { PuzzleInput } from '@academy/contracts/office-rules';
import type { PuzzleRecord } from '@academy/contracts/records';
import { showFieldErrors } from '../../../lib/showFieldErrors';
import { DateTimeInput, FieldGrid, Panel, TextArea } from '../../../lib/ui';
import { puzzlesCopy as copy } from '../../../content/content';
import { dayText } from '@academy/contracts/time';
import { Pager, pageCount } from '../../../lib/Pager';
import { FieldOf } from '../../../lib/resource/FieldOf';
import { ResourceForm } from '../../../lib/resource/ResourceForm';
import type { ResourceFormProps } from '../../../lib/resource/ResourceForm';
import { ResourcePage } from '../../../lib/resource/ResourcePage';
import { ResourceTable } from '../../../lib/resource/ResourceTable';
import { useResource } from '../../../lib/resource/useResource';
import { afterSave, issueMessages } from '../../../lib/resource/formOutcome';
import { puzzleResource } from '../lib/puzzleResource';
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

/** Puzzles on one page of the list: a month, and a little more. */
export const PUZZLES_PER_PAGE = 35;

/** The page of a newest-first list that holds `day`, or the puzzle just older when none has it. */
export function pageOfDay(puzzles: readonly PuzzleRecord[], day: string, size = PUZZLES_PER_PAGE): number {
  const index = puzzles.findIndex((puzzle) => puzzle.day <= day);
  return Math.floor((index === -1 ? puzzles.length - 1 : index) / size) + 1;
}

const StyledClash = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

function PuzzleForm({
  editing,
  onSubmit,
  onCancel,
  puzzleOn,
  onOpen,
}: ResourceFormProps<PuzzleRecord, PuzzleInput> & {
  /** The other puzzle already on `day`, from the list on screen. */
  puzzleOn: (day: string) => PuzzleRecord | undefined;
  /** Opens a puzzle in this form. */
  onOpen: (puzzle: PuzzleRecord) => void;
}) {
  const form = useForm<Field>({
    initialValues: {
      day: editing?.day ?? '',
      question: editing?.question ?? '',
      optionA: editing?.optionA ?? '',
      optionB: editing?.optionB ?? '',
      optionC: editing?.optionC ?? '',
      optionD: editing?.optionD ?? '',
      answer: editing?.answer ?? '',
      explanation: editing?.explanation ?? '',
    },
  });
  // A date another puzzle has: said by the field, with the way to that puzzle.
  const [clash, setClash] = useState<PuzzleRecord | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setClash(null);
    const parsed = puzzleSchema.safeParse(values);
    if (!parsed.success) {
      const errors = issueMessages<Field>(parsed.error.issues);
      if (errors.day && !values.day) errors.day = copy.dayMissing;
      showFieldErrors(form, errors);
      return;
    }
    const taken = puzzleOn(parsed.data.day);
    if (taken) {
      setClash(taken);
      showFieldErrors(form, { day: copy.dayTaken(dayText(taken.day)) });
      return;
    }
    afterSave(form, await onSubmit(parsed.data), editing !== null);
  });
  const field = (name: Field, label: string, control: 'input' | 'textarea' = 'input') => (
    <FieldOf key={name} form={form} name={name} label={label} required>
      {control === 'textarea' ? (
        <TextArea {...form.field(name)} aria-required="true" />
      ) : name === 'day' ? (
        <DateTimeInput {...form.field(name)} type="date" aria-required="true" />
      ) : (
        <StyledInput {...form.field(name)} type="text" aria-required="true" />
      )}
    </FieldOf>
  );
  return (
    <ResourceForm
      editing={editing !== null}
      submitting={form.submitting}
      createLabel={copy.newHeading}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <FieldGrid>{field('day', copy.date)}</FieldGrid>
      {clash && (
        <StyledClash>
          <Button variant="outline" onClick={() => onOpen(clash)}>
            {copy.openTaken(dayText(clash.day))}
          </Button>
        </StyledClash>
      )}
      {field('question', copy.question, 'textarea')}
      <StyledOptions>{LETTERS.map((letter) => field(`option${letter}`, copy.option(letter)))}</StyledOptions>
      <FieldGrid>
        <FieldOf form={form} name="answer" label={copy.answer} required>
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
        </FieldOf>
      </FieldGrid>
      {field('explanation', copy.explanation, 'textarea')}
      <StyledPreview aria-labelledby="puzzle-preview">
        <h2 id="puzzle-preview">{copy.preview}</h2>
        <PuzzlePreview puzzle={form.values} />
      </StyledPreview>
    </ResourceForm>
  );
}

const StyledJump = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** One page of the list, newest first, with a jump to the page of a date. */
function PuzzleList({
  puzzles,
  page,
  onPage,
  actions,
}: {
  puzzles: PuzzleRecord[];
  page: number;
  onPage: (page: number) => void;
  actions: (puzzle: PuzzleRecord) => ReactNode;
}) {
  const [jumpTo, setJumpTo] = useState('');
  const pages = pageCount(puzzles.length, PUZZLES_PER_PAGE);
  const shown = Math.min(page, pages);
  return (
    <>
      <StyledJump
        onSubmit={(event) => {
          event.preventDefault();
          if (jumpTo) onPage(pageOfDay(puzzles, jumpTo));
        }}
      >
        <FormField label={copy.jumpTo} htmlFor="puzzle-jump" errorId="puzzle-jump-error">
          <DateTimeInput id="puzzle-jump" type="date" value={jumpTo} onChange={(event) => setJumpTo(event.target.value)} />
        </FormField>
        <Button type="submit" variant="outline">
          {copy.jump}
        </Button>
      </StyledJump>
      <ResourceTable
        label={copy.heading}
        columns={puzzleResource.columns}
        rows={puzzles.slice((shown - 1) * PUZZLES_PER_PAGE, shown * PUZZLES_PER_PAGE)}
        rowKey={puzzleResource.idOf}
        actions={actions}
      />
      {pages > 1 && <Pager page={shown} pages={pages} onPage={onPage} />}
    </>
  );
}

export default function PuzzlesPage() {
  const resource = useResource(puzzleResource);
  const { state, editing, edit } = resource;
  const [page, setPage] = useState(1);
  const loaded = state.kind === 'loaded' ? state.data : [];
  const puzzleOn = (day: string) => loaded.find((puzzle) => puzzle.day === day && puzzle.puzzleId !== editing?.puzzleId);
  const open = (puzzle: PuzzleRecord) => {
    setPage(pageOfDay(loaded, puzzle.day));
    edit(puzzle);
  };
  return (
    <ResourcePage resource={puzzleResource} page={resource} form={(props) => <PuzzleForm {...props} puzzleOn={puzzleOn} onOpen={open} />}>
      {(puzzles) => <PuzzleList puzzles={puzzles} page={page} onPage={setPage} actions={resource.actions} />}
    </ResourcePage>
  );
}
