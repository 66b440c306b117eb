import { renderRemotePages, routesOf } from '@academy/shared/prerender';
import RegistrationPage from './pages/RegistrationPage';

/** This remote's pages for the shell's prerendered HTML (written to prerender.json by the build). */
export const renderPrerender = (configJson: unknown) =>
  renderRemotePages('enrolment', [
    { module: 'RegistrationPage', routes: routesOf('registration'), component: RegistrationPage },
  ], { configJson, now: new Date() });
