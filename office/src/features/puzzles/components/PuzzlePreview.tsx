import styled from 'styled-components';
import { puzzlesCopy as copy } from '../../../content/content';
import { dayText } from '@academy/contracts/time';

const StyledCard = styled.div`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  ol {
    list-style: none;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: center;
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  li[data-answer] {
    border-color: ${({ theme }) => theme.color.success};
    background: ${({ theme }) => theme.color.successSurface};
  }
  b {
    display: inline-grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    flex: none;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledQuestion = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: pre-line;
`;

/** The form as typed: the day as the date field gives it, YYYY-MM-DD. */
export interface PuzzleDraft {
  day: string;
  question: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  answer: string;
  explanation: string;
}

/** The puzzle as the public Puzzles page shows it, with the answer marked and the explanation under it. */
export function PuzzlePreview({ puzzle }: { puzzle: PuzzleDraft }) {
  const options = (['A', 'B', 'C', 'D'] as const).map((letter) => ({ letter, text: puzzle[`option${letter}`] }));
  if (!puzzle.question.trim() || options.some((o) => !o.text.trim())) return <p>{copy.previewEmpty}</p>;
  return (
    <StyledCard>
      {puzzle.day && <p>{dayText(puzzle.day)}</p>}
      <StyledQuestion>{puzzle.question}</StyledQuestion>
      <ol>
        {options.map(({ letter, text }) => (
          <li key={letter} data-answer={text === puzzle.answer || undefined}>
            <b aria-hidden="true">{letter}</b>
            <span className="visually-hidden">{letter}.</span>
            <span>{text}</span>
          </li>
        ))}
      </ol>
      <h3>
        {copy.previewAnswer} {puzzle.answer || '—'}
      </h3>
      <p>{puzzle.explanation}</p>
    </StyledCard>
  );
}
