import { lazy } from 'react';
import { mountStandalone } from '@academy/shared/standalone';
import type { StandaloneModule } from '@academy/shared/standalone';

const modules: StandaloneModule[] = [
  { expose: './RegistrationPage', path: '/registration', href: '/registration', component: lazy(() => import('./pages/RegistrationPage')) },
  // A demo link opens this page; with a made-up token it shows what a changed link shows.
  { expose: './DemoPage', path: '/demo/:token', href: '/demo/standalone-sample', component: lazy(() => import('./pages/DemoPage')) },
  {
    expose: './RegistrationForm',
    path: '/widgets/registration-form',
    href: '/widgets/registration-form',
    component: lazy(() => import('./widgets/RegistrationForm')),
  },
  {
    expose: './PrivacyRequestForm',
    path: '/widgets/privacy-request-form',
    href: '/widgets/privacy-request-form',
    component: lazy(() => import('./widgets/PrivacyRequestForm')),
  },
  {
    expose: './CourseRequestForm',
    path: '/widgets/course-request-form',
    href: '/widgets/course-request-form',
    component: lazy(() => import('./widgets/CourseRequestForm')),
  },
];

void mountStandalone('mfe-enrolment', modules);
