import { FROM_IST } from '../../../content/timeConverterCopy';
import type { FromIstState } from '../hooks/useFromIst';
import { ZonedDetail } from './ZonedDetail';
import { StyledCountry, StyledMuted, StyledPanel, StyledTable, StyledTime } from './styled';

/** The IST time of the first panel in every zone the academy serves; nothing while that time is not valid. */
export function ServedZonesTable({ state }: { state: FromIstState }) {
  const { result } = state;
  if ('error' in result) return null;
  return (
    <StyledPanel as="div" $area="table">
      <StyledTable $rows={Math.ceil(result.times.length / 3)}>
        <caption>{FROM_IST.tableCaption(result.ist.time, result.ist.date)}</caption>
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
                <StyledMuted>
                  <ZonedDetail time={shown} />
                </StyledMuted>
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledPanel>
  );
}
