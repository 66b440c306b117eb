import { Route, Routes } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { RemoteFrame } from '../federation/RemoteFrame';
import type { RemoteName } from '../federation/remotes';
import HomePage from '../pages/HomePage';
import AboutPage from '../pages/AboutPage';
import ContactPage from '../pages/ContactPage';
import LaunchingSoonPage from '../pages/LaunchingSoonPage';
import NotFoundPage from '../pages/NotFoundPage';
import VersionsPage from '../pages/VersionsPage';

// The route table and each route's owner (docs/architecture.md).

const remotePage = (remote: RemoteName, module: string, label: string) => (
  <RemoteFrame key={`${remote}/${module}`} remote={remote} module={module} label={label} />
);

const tournaments = remotePage('chess', 'TournamentsPage', 'Tournaments');
const registration = remotePage('enrolment', 'RegistrationPage', 'Registration');
const reviews = remotePage('courses', 'ReviewsPage', 'Reviews');

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="chess" element={<HomePage />} />
        <Route path="courses" element={remotePage('courses', 'CoursesPage', 'Courses')} />
        <Route path="courses/:courseName" element={remotePage('courses', 'CourseDetailPage', 'Course')} />
        <Route path="tournament" element={tournaments} />
        <Route path="chess/tournament" element={tournaments} />
        <Route path="courses/chess/tournament" element={tournaments} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="registration" element={registration} />
        <Route path="register" element={registration} />
        <Route path="ai" element={<LaunchingSoonPage />} />
        <Route path="reviews" element={reviews} />
        <Route path="reviews/:topic" element={reviews} />
        <Route path="careers" element={remotePage('careers', 'CareersPage', 'Careers')} />
        <Route path="careers/career-registration" element={remotePage('careers', 'CareerRegistrationPage', 'Career Registration')} />
        <Route path="payment" element={remotePage('media', 'PaymentPage', 'Payment')} />
        <Route path="achievements" element={remotePage('media', 'AchievementsPage', 'Achievements')} />
        <Route path="achievements/:studentName" element={remotePage('media', 'AchievementDetailPage', 'Achievement')} />
        <Route path="puzzles" element={remotePage('chess', 'PuzzlePage', 'Daily Puzzle')} />
        <Route path="tools/time-converter" element={remotePage('chess', 'TimeConverterPage', 'Time Converter')} />
        <Route path="__versions" element={<VersionsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
