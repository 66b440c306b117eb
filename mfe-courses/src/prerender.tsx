import { COURSES } from '@academy/shared';
import { renderRemotePages, routesOf } from '@academy/shared/prerender';
import CoursesPage from './pages/CoursesPage';
import CourseDetailPage from './pages/CourseDetailPage';
import ReviewsPage from './pages/ReviewsPage';

/** This remote's pages for the shell's prerendered HTML (written to prerender.json by the build). */
export const renderPrerender = (configJson: unknown) =>
  renderRemotePages('courses', [
    { module: 'CoursesPage', path: '/courses', routes: routesOf('courses'), component: CoursesPage },
    { module: 'CourseDetailPage', path: '/courses/:courseName', routes: COURSES.map((course) => course.route), component: CourseDetailPage },
    { module: 'ReviewsPage', path: '/reviews/:topic?', routes: routesOf('reviews'), component: ReviewsPage },
  ], { configJson, now: new Date() });
