import { lazy } from 'react';
import { mountStandalone } from '@academy/shared/standalone';
import type { StandaloneModule } from '@academy/shared/standalone';

const modules: StandaloneModule[] = [
  { expose: './CareersPage', path: '/careers', href: '/careers', component: lazy(() => import('./pages/CareersPage')) },
  {
    expose: './CareerRegistrationPage',
    path: '/careers/career-registration',
    href: '/careers/career-registration',
    component: lazy(() => import('./pages/CareerRegistrationPage')),
  },
];

void mountStandalone('mfe-careers', modules);
