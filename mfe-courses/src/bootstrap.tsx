import { lazy } from 'react';
import { mountStandalone } from '@academy/shared/standalone';
import type { StandaloneModule } from '@academy/shared/standalone';

const modules: StandaloneModule[] = [
  { expose: './CoursesPage', path: '/courses', href: '/courses', component: lazy(() => import('./pages/CoursesPage')) },
  {
    expose: './CourseDetailPage',
    path: '/courses/:courseName',
    href: '/courses/chess',
    component: lazy(() => import('./pages/CourseDetailPage')),
  },
  { expose: './ReviewsPage', path: '/reviews/:topic?', href: '/reviews/chess', component: lazy(() => import('./pages/ReviewsPage')) },
  {
    expose: './CourseCards',
    path: '/widgets/course-cards',
    href: '/widgets/course-cards',
    component: lazy(() => import('./widgets/CourseCards')),
  },
  {
    expose: './CourseTabs',
    path: '/widgets/course-tabs',
    href: '/widgets/course-tabs',
    component: lazy(() => import('./widgets/CourseTabs')),
  },
];

void mountStandalone('mfe-courses', modules);
