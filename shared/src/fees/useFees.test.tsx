import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, http, setupApiServer } from '../testing/apiServer';
import { renderWithProviders } from '../testing/renderWithProviders';
import { createManualClock } from '../clock/clock';
import { useFees } from './useFees';
import { chessFee } from '../testing/fees';

// The one read of the published fees, at the HTTP boundary: what a page built on it shows while
// it loads, once loaded, on a failure and its retry, and offline from the copy kept.

const FEE = chessFee();

let answer: () => Response;
const requests: string[] = [];
setupApiServer(
  http.get(apiUrl('/v1/fees'), ({ request }) => {
    requests.push(request.method);
    return answer();
  }),
);

beforeEach(() => {
  localStorage.clear();
  requests.length = 0;
  answer = () => HttpResponse.json({ fees: [FEE] });
});

/** A page that lists the fees as the hook gives them. */
function Fees() {
  const state = useFees();
  if (state.status === 'loading') return <p>Loading</p>;
  if (state.status === 'failed') return <button onClick={state.reload}>Retry</button>;
  return (
    <>
      {state.offlineAsOf && <p>Offline as of {state.offlineAsOf.toISOString()}</p>}
      <ul>
        {state.fees.map((fee) => (
          <li key={fee.course}>
            {fee.course} {fee.feeInr}
          </li>
        ))}
      </ul>
    </>
  );
}

test('loading, then the fees the API publishes, read once', async () => {
  renderWithProviders(<Fees />);
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByRole('listitem')).toHaveTextContent('chess 4500');
  expect(requests).toEqual(['GET']);
});

test('an error status, or an answer that is not the contract, is a failure; Retry reads again', async () => {
  const user = userEvent.setup();
  answer = () => HttpResponse.json({ error: 'Down.' }, { status: 500 });
  renderWithProviders(<Fees />);
  await user.click(await screen.findByRole('button', { name: 'Retry' }));

  answer = () => HttpResponse.json({ fees: [{ ...FEE, feeInr: '4500' }] });
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  answer = () => HttpResponse.json({ fees: [FEE] });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('listitem')).toHaveTextContent('chess 4500');
  expect(requests).toHaveLength(3);
});

test('offline, the copy last fetched shows with when it was fetched', async () => {
  const clock = createManualClock('2026-11-25T14:00:00Z');
  const online = renderWithProviders(<Fees />, { clock });
  expect(await screen.findByRole('listitem')).toHaveTextContent('chess 4500');
  online.unmount();

  answer = () => HttpResponse.error();
  act(() => clock.advance(60 * 60_000));
  renderWithProviders(<Fees />, { clock });
  expect(await screen.findByText('Offline as of 2026-11-25T14:00:00.000Z')).toBeInTheDocument();
  expect(screen.getByRole('listitem')).toHaveTextContent('chess 4500');
});

test('the blocks of a page share one read, and a block that appears later has the fee from its first render', async () => {
  const clock = createManualClock('2026-11-25T14:00:00Z');
  const page = renderWithProviders(
    <>
      <Fees />
      <Fees />
    </>,
    { clock },
  );
  expect(await screen.findAllByRole('listitem')).toHaveLength(2);
  page.unmount();
  renderWithProviders(<Fees />, { clock });
  expect(screen.getByRole('listitem')).toHaveTextContent('chess 4500');
  expect(requests).toEqual(['GET']);
});

test('a block that waits to come near reads nothing until then', async () => {
  function Later({ near }: { near: boolean }) {
    const state = useFees(near);
    return <p>{state.status}</p>;
  }
  const view = renderWithProviders(<Later near={false} />, { clock: createManualClock('2026-11-25T14:00:00Z') });
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(requests).toEqual([]);
  view.rerender(<Later near />);
  expect(await screen.findByText('loaded')).toBeInTheDocument();
  expect(requests).toEqual(['GET']);
});
