import { renderRemotePages } from '@academy/shared/prerender';
import TournamentsPage from './pages/TournamentsPage';
import PuzzlePage from './pages/PuzzlePage';

/** This remote's pages that the site manifest prerenders, for the shell's prerendered HTML (prerender.json). */
export const renderPrerender = (configJson: unknown) =>
  renderRemotePages('chess', { TournamentsPage, PuzzlePage }, { configJson, now: new Date() });
