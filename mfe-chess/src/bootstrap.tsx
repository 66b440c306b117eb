import { lazy } from 'react';
import { mountStandalone } from '@academy/shared/standalone';
import type { StandaloneModule } from '@academy/shared/standalone';

const modules: StandaloneModule[] = [
  { expose: './TournamentsPage', path: '/tournament', href: '/tournament', component: lazy(() => import('./pages/TournamentsPage')) },
  { expose: './PuzzlePage', path: '/puzzles', href: '/puzzles', component: lazy(() => import('./pages/PuzzlePage')) },
  {
    expose: './TimeConverterPage',
    path: '/tools/time-converter',
    href: '/tools/time-converter',
    component: lazy(() => import('./pages/TimeConverterPage')),
  },
];

void mountStandalone('mfe-chess', modules);
