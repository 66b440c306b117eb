import { useCallback, useEffect, useRef } from 'react';
import { flushQueue, offlineQueue, prepareOfflineSend, useClock, useConfig } from '@academy/shared';
import type { QueuedSubmission } from '@academy/shared';
import type { CreatedRegistration } from '../api/createRegistration';
import { sendRegistrationEmails } from '../api/sendRegistrationEmails';
import { registrantEmailParams, teamEmailParams } from '../lib/registrationEmails';
import type { RegistrationValues } from '../lib/registrationValues';

const URL = '/registrations';

export interface QueuedRegistrationHandlers {
  /** A saved registration went through: its number. */
  onSent(registrationNumber: string): void;
  /** The server refused a saved registration: its message, its fields' messages and the typed values. */
  onRefused(item: QueuedSubmission): void;
}

/**
 * Registrations saved on this device while offline: `save` keeps one under its key; they are
 * sent when the page opens and on every `online` event, and each sent one gets its two e-mails
 * once. A refused one is handed back (also on a later visit) so the person can correct it.
 */
export function useQueuedRegistrations(handlers: QueuedRegistrationHandlers) {
  const config = useConfig();
  const clock = useClock();
  const latest = useRef(handlers);
  latest.current = handlers;

  const flush = useCallback(
    () =>
      flushQueue<CreatedRegistration>(offlineQueue(), URL, clock, {
        onSent: (item, { data }) => {
          const facts = { email: item.body.email ?? '', course: item.body.course ?? '', registrationNumber: data.registrationNumber };
          void sendRegistrationEmails(config.email, registrantEmailParams(facts, config), teamEmailParams(facts, clock.now()));
          latest.current.onSent(data.registrationNumber);
        },
        onRefused: (item) => latest.current.onRefused(item),
      }),
    [clock, config],
  );

  useEffect(() => {
    let live = true;
    prepareOfflineSend().catch((error: unknown) => console.error('Preparing to send while offline failed:', error));
    void offlineQueue()
      .all()
      .then((items) => {
        const refused = items.find((item) => item.url === URL && item.refused);
        if (live && refused) latest.current.onRefused(refused);
      })
      .then(() => (live ? flush() : undefined))
      .catch((error: unknown) => console.error('Reading saved registrations failed:', error));
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => {
      live = false;
      window.removeEventListener('online', onOnline);
    };
  }, [flush]);

  const save = useCallback(
    (values: RegistrationValues, key: string) =>
      offlineQueue().put({ key, url: URL, body: { ...values }, savedAt: clock.now().toISOString() }),
    [clock],
  );
  const forget = useCallback((key: string) => offlineQueue().remove(key), []);

  return { save, forget, flush };
}
