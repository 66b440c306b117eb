import { renderRemotePages } from '@academy/shared/prerender';
import CoursesPage from './pages/CoursesPage';
import CourseDetailPage from './pages/CourseDetailPage';
import ReviewsPage from './pages/ReviewsPage';

/** This remote's pages that the site manifest prerenders, for the shell's prerendered HTML (prerender.json). */
export const renderPrerender = (configJson: unknown) =>
  renderRemotePages('courses', { CoursesPage, CourseDetailPage, ReviewsPage }, { configJson, now: new Date() });
