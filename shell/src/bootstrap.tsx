import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadConfig } from '@academy/shared';
import { App } from './app/App';
import { registerRemotesOnce } from './federation/remotes';

// remotes.json is read in the background; the first remote section waits for it, the first paint does not.
registerRemotesOnce().catch((error: unknown) => console.error('remotes.json could not be read:', error));

void loadConfig().then((config) => {
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <App config={config} />
    </BrowserRouter>,
  );
});
