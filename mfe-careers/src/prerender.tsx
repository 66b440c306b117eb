import { renderRemotePages, routesOf } from '@academy/shared/prerender';
import CareersPage from './pages/CareersPage';
import CareerRegistrationPage from './pages/CareerRegistrationPage';

/** This remote's pages for the shell's prerendered HTML (written to prerender.json by the build). */
export const renderPrerender = (configJson: unknown) =>
  renderRemotePages('careers', [
    { module: 'CareersPage', routes: routesOf('careers'), component: CareersPage },
    { module: 'CareerRegistrationPage', routes: routesOf('careerRegistration'), component: CareerRegistrationPage },
  ], { configJson, now: new Date() });
