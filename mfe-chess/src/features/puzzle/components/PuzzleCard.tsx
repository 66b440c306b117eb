import { useEffect, useId, useRef, useState } from 'react';
import {
  CORRECT_ANSWER,
  EXPLANATION_HEADING,
  INCORRECT_ANSWER,
  OPTIONS_LABEL,
  puzzleHeading,
  YOUR_ANSWER,
} from '../../../content/puzzleCopy';
import { judgeAnswer } from '../lib/dailyPuzzle';
import type { OptionLetter, Puzzle } from '../lib/dailyPuzzle';
import {
  StyledCard,
  StyledDate,
  StyledExplanation,
  StyledLetter,
  StyledOption,
  StyledOptions,
  StyledQuestion,
  StyledResult,
} from './styled';

/**
 * One puzzle, one try: the first option chosen disables them all and turns green when it is
 * the answer, red otherwise; the result is announced and the explanation follows.
 */
export function PuzzleCard({ puzzle }: { puzzle: Puzzle }) {
  const [chosen, setChosen] = useState<OptionLetter | null>(null);
  const outcome = chosen ? judgeAnswer(puzzle, chosen) : null;
  const questionId = useId();
  const explanationRef = useRef<HTMLHeadingElement>(null);

  // The chosen button is now disabled; keep keyboard users where the story continues.
  useEffect(() => {
    if (chosen) explanationRef.current?.focus();
  }, [chosen]);

  return (
    <StyledCard>
      <StyledDate>{puzzleHeading(puzzle.date)}</StyledDate>
      <StyledQuestion id={questionId}>{puzzle.question}</StyledQuestion>
      <div role="group" aria-label={OPTIONS_LABEL} aria-describedby={questionId}>
        <StyledOptions>
          {puzzle.options.map(({ letter, text }) => {
            const isChosen = chosen === letter;
            return (
              <li key={letter}>
                <StyledOption
                  type="button"
                  disabled={chosen !== null}
                  data-chosen={isChosen || undefined}
                  $outcome={isChosen && outcome ? outcome : undefined}
                  onClick={() => setChosen(letter)}
                >
                  <StyledLetter aria-hidden="true">{letter}</StyledLetter>
                  <span className="visually-hidden">{`${letter}.`}</span>
                  <span>{text}</span>
                  {isChosen && <span className="visually-hidden">{YOUR_ANSWER}</span>}
                </StyledOption>
              </li>
            );
          })}
        </StyledOptions>
      </div>
      <StyledResult aria-live="polite">{outcome && (outcome === 'correct' ? CORRECT_ANSWER : INCORRECT_ANSWER)}</StyledResult>
      {outcome && puzzle.explanation && (
        <StyledExplanation aria-labelledby={`${questionId}-explanation`}>
          <h3 id={`${questionId}-explanation`} ref={explanationRef} tabIndex={-1}>
            {EXPLANATION_HEADING}
          </h3>
          <p>{puzzle.explanation}</p>
        </StyledExplanation>
      )}
    </StyledCard>
  );
}
