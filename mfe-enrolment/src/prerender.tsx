import { renderRemotePages } from '@academy/shared/prerender';
import RegistrationPage from './pages/RegistrationPage';

/** This remote's pages that the site manifest prerenders, for the shell's prerendered HTML (prerender.json). */
export const renderPrerender = (configJson: unknown) =>
  renderRemotePages('enrolment', { RegistrationPage }, { configJson, now: new Date() });
