import { lazy } from 'react';
import { mountStandalone } from '@academy/shared/standalone';
import type { StandaloneModule } from '@academy/shared/standalone';

const modules: StandaloneModule[] = [
  { expose: './AchievementsPage', path: '/achievements', href: '/achievements', component: lazy(() => import('./pages/AchievementsPage')) },
  {
    expose: './AchievementDetailPage',
    path: '/achievements/:studentName',
    href: '/achievements/aarav-sharma',
    component: lazy(() => import('./pages/AchievementDetailPage')),
  },
  { expose: './PaymentPage', path: '/payment', href: '/payment', component: lazy(() => import('./pages/PaymentPage')) },
];

void mountStandalone('mfe-media', modules);
