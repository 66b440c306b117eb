import type autocannon from 'autocannon';

// The two ways to register, as autocannon request loops. Each records, per registration, the
// time from its first request until its row is stored, and every number it was handed.

export type Protocol = 'site' | 'compatibility';

export interface Tally {
  latencies: number[];
  numbers: string[];
  conflicts: number;
  failures: number;
}

interface ClientState {
  startedAt: number;
  retrying: boolean;
  current: number;
  claimed: number;
  sent: number;
}

const JSON_HEADERS = { 'content-type': 'application/json' };
let sequence = 0;

const body = () => {
  sequence += 1;
  return {
    course: 'Chess',
    parentName: 'Bench Parent',
    childName: 'Bench Child',
    age: '9',
    address: 'Pune',
    countryCode: '91',
    mobileNumber: '919876543210',
    email: `bench${sequence}@example.com`,
    referralCode: 'GFI10001',
    consent: true,
    website: '',
  };
};

function compatibilityRow(number: number): string[] {
  const b = body();
  // The server writes its own date into an empty first cell and refuses any other.
  return [
    '',
    `GFI${number}`,
    b.course,
    b.parentName,
    b.childName,
    b.age,
    b.address,
    b.countryCode,
    b.mobileNumber,
    b.email,
    b.referralCode,
  ];
}

const state = (context: unknown) => context as ClientState;

/**
 * One POST /registrations: the server issues the number and stores the row. Like the site's
 * forms, each registration carries its own Idempotency-Key, so the key is claimed and its answer
 * stored in the same transaction as the row.
 */
function siteRequests(tally: Tally): autocannon.Request[] {
  return [
    {
      method: 'POST',
      path: '/registrations',
      setupRequest: (request, context) => {
        state(context).sent = performance.now();
        const registration = body();
        return {
          ...request,
          headers: { ...JSON_HEADERS, 'idempotency-key': `bench-${process.pid}-${sequence}` },
          body: JSON.stringify(registration),
        };
      },
      onResponse: (status, response, context) => {
        if (status !== 201) {
          tally.failures += 1;
          return;
        }
        tally.latencies.push(performance.now() - state(context).sent);
        tally.numbers.push((JSON.parse(response) as { registrationNumber: string }).registrationNumber);
      },
    },
  ] as autocannon.Request[];
}

/** GET /values → PUT /values (counter + 1; on 409 back to the GET) → POST /new-registration. */
function compatibilityRequests(tally: Tally): autocannon.Request[] {
  return [
    {
      method: 'GET',
      path: '/values?cell=A2',
      setupRequest: (request, context) => {
        if (!state(context).retrying) state(context).startedAt = performance.now();
        return request;
      },
      onResponse: (_status, response, context) => {
        state(context).current = Number(response);
      },
    },
    {
      method: 'PUT',
      path: '/values',
      headers: JSON_HEADERS,
      setupRequest: (request, context) => ({
        ...request,
        body: JSON.stringify({ cell: 'A2', updatedValue: state(context).current + 1 }),
      }),
      onResponse: (status, response, context) => {
        state(context).retrying = status !== 200;
        if (status === 200) state(context).claimed = (JSON.parse(response) as { value: number }).value;
        else tally.conflicts += 1;
      },
    },
    {
      method: 'POST',
      path: '/new-registration',
      headers: JSON_HEADERS,
      // After a lost compare-and-set, returning nothing restarts the pass at the GET.
      setupRequest: (request, context) =>
        state(context).retrying ? undefined : { ...request, body: JSON.stringify({ values: [compatibilityRow(state(context).claimed)] }) },
      onResponse: (status, _response, context) => {
        if (status !== 200) {
          tally.failures += 1;
          return;
        }
        tally.latencies.push(performance.now() - state(context).startedAt);
        tally.numbers.push(`GFI${state(context).claimed}`);
      },
    },
  ] as autocannon.Request[];
}

export function protocolRequests(protocol: Protocol, tally: Tally): autocannon.Request[] {
  return protocol === 'site' ? siteRequests(tally) : compatibilityRequests(tally);
}

/**
 * autocannon starts a fresh context when a pass restarts; a 409 restart must keep the
 * registration's start time, so each connection keeps one state object for the whole run.
 */
export function keepClientState(client: unknown): void {
  const iterator = (client as { requestIterator: { context: ClientState; resetContext: () => void } }).requestIterator;
  // The first request was already set up (its start time recorded), so keep what is there.
  const kept: ClientState = Object.assign({ startedAt: 0, retrying: false, current: 0, claimed: 0, sent: 0 }, iterator.context);
  iterator.context = kept;
  iterator.resetContext = () => {
    iterator.context = kept;
  };
}
