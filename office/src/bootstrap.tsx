import { createRoot } from 'react-dom/client';
import { AppProviders, loadConfig } from '@academy/shared';
import { setApiBase } from './lib/officeApi';
import { OfficeApp } from './app/OfficeApp';

/** Reads config.json (the API's address), points the office's client at it and renders. */
export async function bootstrap(): Promise<void> {
  const config = await loadConfig();
  setApiBase(config.apiBaseUrl);
  createRoot(document.getElementById('root')!).render(
    <AppProviders config={config}>
      <OfficeApp />
    </AppProviders>,
  );
}
