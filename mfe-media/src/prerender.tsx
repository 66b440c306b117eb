import { renderRemotePages } from '@academy/shared/prerender';
import PaymentPage from './pages/PaymentPage';
import AchievementsPage from './pages/AchievementsPage';

/** This remote's pages that the site manifest prerenders, for the shell's prerendered HTML, as they are on `now`. */
export const renderPrerender = (configJson: unknown, now: Date) =>
  renderRemotePages('media', { PaymentPage, AchievementsPage }, { configJson, now });
