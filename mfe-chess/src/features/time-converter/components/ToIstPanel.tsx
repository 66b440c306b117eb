import { useId, useMemo, useState } from 'react';
import { FormField, SERVED_COUNTRIES, SERVED_ZONES, StyledInput, StyledSelect } from '@academy/shared';
import { TO_IST } from '../../../content/timeConverterCopy';
import { FIRST_YEAR, LAST_YEAR, LOCAL_ZONE, toIst } from '../lib/convertTime';
import type { ZonedTime } from '../lib/convertTime';
import { typedTimeLabel } from '../lib/zonedDetail';
import { ZonedDetail } from './ZonedDetail';
import {
  StyledAnswer,
  StyledAnswerDetail,
  StyledAnswerLabel,
  StyledAnswerTime,
  StyledError,
  StyledFields,
  StyledNote,
  StyledPanel,
  StyledPanelHeading,
} from './styled';

function IstAnswer({ ist, label }: { ist: ZonedTime; label: string }) {
  return (
    <>
      <StyledAnswerLabel>{label}</StyledAnswerLabel>
      <StyledAnswerTime>{ist.time}</StyledAnswerTime>
      <StyledAnswerDetail>
        <ZonedDetail time={ist} />
      </StyledAnswerDetail>
    </>
  );
}

/** A date and time in a zone the visitor picks (their own by default), shown in IST. */
export function ToIstPanel({ today, localZone }: { today: string; localZone: string | null }) {
  const id = useId();
  const [date, setDate] = useState(today);
  const [time, setTime] = useState('09:00');
  // Their own zone when it is a served one, so the list shows its name; otherwise "My time zone".
  const [zone, setZone] = useState<string | null>(null);
  const chosen = zone ?? (localZone && SERVED_ZONES.includes(localZone) ? localZone : LOCAL_ZONE);
  const result = useMemo(() => toIst({ date, time }, chosen), [date, time, chosen]);
  const errorId = `${id}-error`;
  const invalid = 'error' in result;
  const inputError = { 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined };

  return (
    <StyledPanel $area="to" aria-labelledby={`${id}-heading`}>
      <StyledPanelHeading id={`${id}-heading`}>{TO_IST.heading}</StyledPanelHeading>
      <StyledFields>
        <FormField className="wide" label={TO_IST.zone} htmlFor={`${id}-zone`} errorId={errorId}>
          <StyledSelect id={`${id}-zone`} value={chosen} onChange={(e) => setZone(e.target.value)}>
            <option value={LOCAL_ZONE}>{TO_IST.localOption(localZone ?? '…')}</option>
            {SERVED_COUNTRIES.map((country) => (
              <optgroup key={country.name} label={country.name}>
                {country.zones.map((z) => (
                  <option key={z.zone} value={z.zone}>
                    {z.place}
                  </option>
                ))}
              </optgroup>
            ))}
          </StyledSelect>
        </FormField>
        <FormField label={TO_IST.date} htmlFor={`${id}-date`} errorId={errorId}>
          <StyledInput
            id={`${id}-date`}
            type="date"
            value={date}
            min={`${FIRST_YEAR}-01-01`}
            max={`${LAST_YEAR}-12-31`}
            required
            {...inputError}
            onChange={(e) => setDate(e.target.value)}
          />
        </FormField>
        <FormField label={TO_IST.time} htmlFor={`${id}-time`} errorId={errorId}>
          <StyledInput id={`${id}-time`} type="time" value={time} required {...inputError} onChange={(e) => setTime(e.target.value)} />
        </FormField>
      </StyledFields>
      {'error' in result ? (
        <StyledError id={errorId} role="alert">
          {result.error}
        </StyledError>
      ) : (
        <StyledAnswer aria-live="polite" data-testid="to-ist-answer">
          {result.kind === 'twice' ? (
            <>
              <IstAnswer ist={result.first.ist} label={`${TO_IST.result}, ${TO_IST.first} (${result.first.local.offset})`} />
              <IstAnswer ist={result.second.ist} label={`${TO_IST.result}, ${TO_IST.second} (${result.second.local.offset})`} />
            </>
          ) : (
            <IstAnswer ist={result.ist} label={TO_IST.result} />
          )}
        </StyledAnswer>
      )}
      {'kind' in result && result.kind === 'skipped' && (
        <StyledNote>{TO_IST.skipped(typedTimeLabel(time), result.local.date, result.local.time)}</StyledNote>
      )}
      {'kind' in result && result.kind === 'twice' && (
        <StyledNote>{TO_IST.twice(typedTimeLabel(time), result.first.local.date)}</StyledNote>
      )}
    </StyledPanel>
  );
}
