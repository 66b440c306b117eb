import { renderRemotePages } from '@academy/shared/prerender';
import CoursesPage from './pages/CoursesPage';
import CourseDetailPage from './pages/CourseDetailPage';
import ReviewsPage from './pages/ReviewsPage';

/** This remote's pages that the site manifest prerenders, for the shell's prerendered HTML, as they are on `now`. */
export const renderPrerender = (configJson: unknown, now: Date) =>
  renderRemotePages('courses', { CoursesPage, CourseDetailPage, ReviewsPage }, { configJson, now });
