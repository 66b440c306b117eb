import { renderRemotePages, routesOf } from '@academy/shared/prerender';
import TournamentsPage from './pages/TournamentsPage';
import PuzzlePage from './pages/PuzzlePage';

/** This remote's pages for the shell's prerendered HTML (written to prerender.json by the build). */
export const renderPrerender = (configJson: unknown) =>
  renderRemotePages('chess', [
    { module: 'TournamentsPage', routes: routesOf('tournament'), component: TournamentsPage },
    { module: 'PuzzlePage', routes: routesOf('puzzles'), component: PuzzlePage },
  ], { configJson, now: new Date() });
