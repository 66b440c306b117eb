import { useState } from 'react';
import styled from 'styled-components';
import { Button, FormField, StyledInput, apiErrorMessage, failureStatus } from '@academy/shared';
import { useSession } from '../../../lib/session';
import { Notice, Panel, Row } from '../../../lib/ui';
import { commonCopy } from '../../../content/office';
import { personalDataCopy as copy } from '../../../content/records';
import { subjectData } from '../api/records';
import { saveFile } from '../lib/saveFile';

/** The summary's sentences and blank lines as the API wrote them, in the page's own type. */
const StyledSummary = styled.pre`
  font: inherit;
  white-space: pre-wrap;
`;

/**
 * An access request: everything held about one e-mail address, downloaded as a JSON file, and its
 * summary in plain words shown here with its own download (a browser blocks a second download
 * that no click asked for).
 */
export function AccessRequestPanel() {
  const { expired } = useSession();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [summary, setSummary] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setMessage(null);
    setSummary(null);
    try {
      const files = await subjectData(email.trim());
      saveFile('personal-data.json', files.json, 'application/json');
      setSummary(files.summary);
      setMessage({ tone: 'success', text: copy.exported(email.trim()) });
    } catch (error) {
      if (failureStatus(error) === 401) expired();
      else setMessage({ tone: 'error', text: apiErrorMessage(error, commonCopy.saveFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel aria-labelledby="access-request">
      <h2 id="access-request">{copy.exportHeading}</h2>
      <p>{copy.exportHint}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void download();
        }}
      >
        <Row>
          <FormField label={copy.exportEmail} htmlFor="access-request-email" errorId="access-request-email-error">
            <StyledInput id="access-request-email" type="email" value={email} required onChange={(event) => setEmail(event.target.value)} />
          </FormField>
          <Button type="submit" variant="outline" busy={busy} busyLabel={commonCopy.save}>
            {copy.exportButton}
          </Button>
        </Row>
      </form>
      {message && (
        <Notice $tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Notice>
      )}
      {summary !== null && (
        <section aria-labelledby="access-request-summary">
          <h3 id="access-request-summary">{copy.summaryHeading}</h3>
          <StyledSummary>{summary}</StyledSummary>
          <Button type="button" variant="outline" onClick={() => saveFile('personal-data.txt', summary, 'text/plain;charset=utf-8')}>
            {copy.downloadSummary}
          </Button>
        </section>
      )}
    </Panel>
  );
}
