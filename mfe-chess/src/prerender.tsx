import { renderRemotePages } from '@academy/shared/prerender';
import TournamentsPage from './pages/TournamentsPage';
import PuzzlePage from './pages/PuzzlePage';
import TimeConverterPage from './pages/TimeConverterPage';

/** This remote's pages that the site manifest prerenders, for the shell's prerendered HTML (prerender.json). */
export const renderPrerender = (configJson: unknown) =>
  renderRemotePages('chess', { TournamentsPage, PuzzlePage, TimeConverterPage }, { configJson, now: new Date() });
