import { useId, useMemo, useState } from 'react';
import { FormField, SERVED_COUNTRIES, StyledInput } from '@academy/shared';
import { FROM_IST } from '../../../content/timeConverterCopy';
import { FIRST_YEAR, LAST_YEAR, fromIst } from '../lib/convertTime';
import { zonedDetail } from '../lib/zonedDetail';
import {
  StyledAnswer, StyledAnswerDetail, StyledAnswerLabel, StyledAnswerTime, StyledCountry, StyledError, StyledFields,
  StyledMuted, StyledPanel, StyledPanelHeading, StyledTable, StyledTime,
} from './styled';

const ROWS = SERVED_COUNTRIES.flatMap((country) => country.zones.map((zone) => ({ country: country.name, ...zone })));

/** An IST date and time, shown in the visitor's zone and in every served zone. */
export function FromIstPanel({ today, localZone }: { today: string; localZone: string | null }) {
  const id = useId();
  const [date, setDate] = useState(today);
  const [time, setTime] = useState('18:00');
  const result = useMemo(() => fromIst({ date, time }, ROWS), [date, time]);
  const errorId = `${id}-error`;
  const invalid = 'error' in result;

  return (
    <StyledPanel aria-labelledby={`${id}-heading`}>
      <StyledPanelHeading id={`${id}-heading`}>{FROM_IST.heading}</StyledPanelHeading>
      <StyledFields>
        <FormField label={FROM_IST.date} htmlFor={`${id}-date`} errorId={errorId}>
          <StyledInput
            id={`${id}-date`} type="date" value={date} min={`${FIRST_YEAR}-01-01`} max={`${LAST_YEAR}-12-31`} required
            aria-invalid={invalid} aria-describedby={invalid ? errorId : undefined} onChange={(e) => setDate(e.target.value)}
          />
        </FormField>
        <FormField label={FROM_IST.time} htmlFor={`${id}-time`} errorId={errorId}>
          <StyledInput
            id={`${id}-time`} type="time" value={time} required
            aria-invalid={invalid} aria-describedby={invalid ? errorId : undefined} onChange={(e) => setTime(e.target.value)}
          />
        </FormField>
      </StyledFields>
      {'error' in result ? (
        <StyledError id={errorId} role="alert">{result.error}</StyledError>
      ) : (
        <>
          {localZone && (
            <StyledAnswer aria-live="polite" data-testid="from-ist-answer">
              <StyledAnswerLabel>{FROM_IST.yourTime(localZone)}</StyledAnswerLabel>
              <StyledAnswerTime>{result.yours.time}</StyledAnswerTime>
              <StyledAnswerDetail>{zonedDetail(result.yours)}</StyledAnswerDetail>
            </StyledAnswer>
          )}
          <StyledTable>
            <caption>{FROM_IST.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{FROM_IST.placeColumn}</th>
                <th scope="col">{FROM_IST.timeColumn}</th>
              </tr>
            </thead>
            <tbody>
              {result.times.map(({ place, shown }) => (
                <tr key={place.zone}>
                  <th scope="row">
                    <StyledCountry>{place.country}</StyledCountry>
                    {place.place !== place.country && <StyledMuted>{place.place}</StyledMuted>}
                  </th>
                  <td>
                    <StyledTime>{shown.time}</StyledTime>
                    <StyledMuted>{zonedDetail(shown)}</StyledMuted>
                  </td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </>
      )}
    </StyledPanel>
  );
}
