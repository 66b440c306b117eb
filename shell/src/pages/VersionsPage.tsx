import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, LoadingBlock, PageMeta } from '@academy/shared';
import { builtVersion, composedVersion } from '../federation/releaseInfo';
import { StyledPageSection } from '../layout/PageSection';
import {
  MANIFEST_UNREADABLE,
  VERSIONS_COLUMNS,
  VERSIONS_INTRO,
  VERSIONS_META,
  VERSIONS_RETRY,
  VERSIONS_TITLE,
  VERSIONS_UNREADABLE,
} from '../content/versions';

// Release diagnostics: which build of each remote this page composes (not linked from the site).

interface Row {
  remote: string;
  entry: string;
  composed: string | null;
  built: string | null;
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; rows: Row[] };

async function readRelease(): Promise<Row[]> {
  // The federation runtime is loaded on demand, as the remote frames do.
  const { registerRemotesOnce } = await import('../federation/remotes');
  const map = await registerRemotesOnce();
  return Promise.all(
    Object.entries(map).map(async ([remote, entry = '']) => ({
      remote,
      entry,
      composed: composedVersion(entry),
      built: await builtVersion(entry).catch(() => null),
    })),
  );
}

const StyledScroll = styled.div`
  overflow-x: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.color.primary};
  }
  /* An entry URL stays on one line; on a narrow screen the table scrolls sideways in its box. */
  td:last-child {
    white-space: nowrap;
  }
`;

export default function VersionsPage() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    readRelease().then(
      (rows) => current && setState({ status: 'loaded', rows }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  return (
    <StyledPageSection>
      <PageMeta {...VERSIONS_META} />
      <h1>{VERSIONS_TITLE}</h1>
      <p>{VERSIONS_INTRO}</p>
      {state.status === 'loading' && <LoadingBlock />}
      {state.status === 'error' && (
        <EmptyState
          action={
            <Button
              onClick={() => {
                setState({ status: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              {VERSIONS_RETRY}
            </Button>
          }
        >
          {VERSIONS_UNREADABLE}
        </EmptyState>
      )}
      {state.status === 'loaded' && (
        <StyledScroll tabIndex={0} role="region" aria-label={VERSIONS_TITLE}>
          <StyledTable>
            <thead>
              <tr>
                <th scope="col">{VERSIONS_COLUMNS.remote}</th>
                <th scope="col">{VERSIONS_COLUMNS.composed}</th>
                <th scope="col">{VERSIONS_COLUMNS.built}</th>
                <th scope="col">{VERSIONS_COLUMNS.entry}</th>
              </tr>
            </thead>
            <tbody>
              {state.rows.map((row) => (
                <tr key={row.remote}>
                  <th scope="row">{row.remote}</th>
                  <td>{row.composed ?? '—'}</td>
                  <td>{row.built ?? MANIFEST_UNREADABLE}</td>
                  <td>{row.entry}</td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledScroll>
      )}
    </StyledPageSection>
  );
}
