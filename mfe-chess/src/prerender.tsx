import { renderRemotePages } from '@academy/shared/prerender';
import TournamentsPage from './pages/TournamentsPage';
import PuzzlePage from './pages/PuzzlePage';
import TimeConverterPage from './pages/TimeConverterPage';

/** This remote's pages that the site manifest prerenders, for the shell's prerendered HTML, as they are on `now`. */
export const renderPrerender = (configJson: unknown, now: Date) =>
  renderRemotePages('chess', { TournamentsPage, PuzzlePage, TimeConverterPage }, { configJson, now });
