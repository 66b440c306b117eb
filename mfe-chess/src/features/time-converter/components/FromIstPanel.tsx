import { useId } from 'react';
import { FormField, StyledInput } from '@academy/shared';
import { FROM_IST } from '../../../content/timeConverterCopy';
import { FIRST_YEAR, LAST_YEAR } from '../lib/convertTime';
import { ZonedDetail } from './ZonedDetail';
import type { FromIstState } from '../hooks/useFromIst';
import {
  StyledAnswer,
  StyledAnswerDetail,
  StyledAnswerLabel,
  StyledAnswerTime,
  StyledError,
  StyledFields,
  StyledPanel,
  StyledPanelHeading,
} from './styled';

/** An IST date and time, and the same moment in the visitor's own zone (the served zones: ServedZonesTable). */
export function FromIstPanel({ state, localZone }: { state: FromIstState; localZone: string | null }) {
  const id = useId();
  const { date, setDate, time, setTime, result } = state;
  const errorId = `${id}-error`;
  const invalid = 'error' in result;

  return (
    <StyledPanel $area="from" aria-labelledby={`${id}-heading`}>
      <StyledPanelHeading id={`${id}-heading`}>{FROM_IST.heading}</StyledPanelHeading>
      <StyledFields>
        <FormField label={FROM_IST.date} htmlFor={`${id}-date`} errorId={errorId}>
          <StyledInput
            id={`${id}-date`}
            type="date"
            value={date}
            min={`${FIRST_YEAR}-01-01`}
            max={`${LAST_YEAR}-12-31`}
            required
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(e) => setDate(e.target.value)}
          />
        </FormField>
        <FormField label={FROM_IST.time} htmlFor={`${id}-time`} errorId={errorId}>
          <StyledInput
            id={`${id}-time`}
            type="time"
            value={time}
            required
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(e) => setTime(e.target.value)}
          />
        </FormField>
      </StyledFields>
      {'error' in result ? (
        <StyledError id={errorId} role="alert">
          {result.error}
        </StyledError>
      ) : (
        // Always there, the same height, so nothing below moves when the browser's zone is known.
        <StyledAnswer aria-live="polite" data-testid="from-ist-answer">
          <StyledAnswerLabel>{localZone ? FROM_IST.yourTime(localZone) : FROM_IST.yourTimePending.label}</StyledAnswerLabel>
          <StyledAnswerTime>{localZone ? result.yours.time : FROM_IST.yourTimePending.time}</StyledAnswerTime>
          <StyledAnswerDetail>{localZone ? <ZonedDetail time={result.yours} /> : FROM_IST.yourTimePending.detail}</StyledAnswerDetail>
        </StyledAnswer>
      )}
    </StyledPanel>
  );
}
