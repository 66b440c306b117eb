import { renderRemotePages, routesOf } from '@academy/shared/prerender';
import TournamentsPage from './pages/TournamentsPage';
import PuzzlePage from './pages/PuzzlePage';
import TimeConverterPage from './pages/TimeConverterPage';

/** This remote's pages for the shell's prerendered HTML (written to prerender.json by the build). */
export const renderPrerender = (configJson: unknown) =>
  renderRemotePages('chess', [
    { module: 'TournamentsPage', routes: routesOf('tournament'), component: TournamentsPage },
    { module: 'PuzzlePage', routes: routesOf('puzzles'), component: PuzzlePage },
    { module: 'TimeConverterPage', routes: routesOf('timeConverter'), component: TimeConverterPage },
  ], { configJson, now: new Date() });
