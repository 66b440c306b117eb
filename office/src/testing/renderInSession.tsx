import type { ReactElement } from 'react';
import { HttpResponse, apiUrl, http, renderWithProviders } from '@academy/shared/testing';
import type { ProvidersOptions } from '@academy/shared/testing';
import { SessionProvider } from '../lib/session';

/** The desk's session, as GET /office/me answers it once signed in. */
export const signedInAtDesk = http.get(apiUrl('/office/me'), () =>
  HttpResponse.json({ email: 'desk@academy.example', csrfToken: 'token-1' }),
);

/** Renders an office page as the app does, inside the session (its GET /office/me answered by the test's server). */
export function renderInSession(page: ReactElement, options: ProvidersOptions = {}) {
  return renderWithProviders(<SessionProvider>{page}</SessionProvider>, options);
}

/**
 * A submit that navigates makes React read the form into a FormData; the test environment's
 * FormData is Node's, which cannot read a form, so for the file's tests it is given one that takes
 * the form and ignores it.
 */
export function letSubmitsNavigate() {
  const NodeFormData = globalThis.FormData;
  beforeAll(() => {
    globalThis.FormData = class extends NodeFormData {
      constructor() {
        super();
      }
    };
  });
  afterAll(() => {
    globalThis.FormData = NodeFormData;
  });
}
