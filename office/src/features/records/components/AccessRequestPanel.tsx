import { useState } from 'react';
import { Button, FormField, StyledInput, apiErrorMessage, failureStatus } from '@academy/shared';
import { useSession } from '../../../lib/session';
import { Notice, Panel, Row } from '../../../lib/ui';
import { commonCopy } from '../../../content/office';
import { personalDataCopy as copy } from '../../../content/records';
import { subjectData } from '../api/records';

/** An access request: everything held about one e-mail address, downloaded as a JSON file. */
export function AccessRequestPanel() {
  const { expired } = useSession();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const download = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const json = await subjectData(email.trim());
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
      link.download = 'personal-data.json';
      link.click();
      URL.revokeObjectURL(link.href);
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
    </Panel>
  );
}
