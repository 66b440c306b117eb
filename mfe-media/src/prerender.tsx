import { renderRemotePages, routesOf } from '@academy/shared/prerender';
import PaymentPage from './pages/PaymentPage';
import AchievementsPage from './pages/AchievementsPage';

/** This remote's pages for the shell's prerendered HTML (written to prerender.json by the build). */
export const renderPrerender = (configJson: unknown) =>
  renderRemotePages('media', [
    { module: 'PaymentPage', routes: routesOf('payment'), component: PaymentPage },
    { module: 'AchievementsPage', routes: routesOf('achievements'), component: AchievementsPage },
  ], { configJson, now: new Date() });
