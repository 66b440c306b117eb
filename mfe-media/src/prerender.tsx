import { renderRemotePages } from '@academy/shared/prerender';
import PaymentPage from './pages/PaymentPage';
import AchievementsPage from './pages/AchievementsPage';

/** This remote's pages that the site manifest prerenders, for the shell's prerendered HTML (prerender.json). */
export const renderPrerender = (configJson: unknown) =>
  renderRemotePages('media', { PaymentPage, AchievementsPage }, { configJson, now: new Date() });
