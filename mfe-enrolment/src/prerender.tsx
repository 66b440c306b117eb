import { renderRemotePages } from '@academy/shared/prerender';
import RegistrationPage from './pages/RegistrationPage';

/** This remote's pages that the site manifest prerenders, for the shell's prerendered HTML, as they are on `now`. */
export const renderPrerender = (configJson: unknown, now: Date) =>
  renderRemotePages('enrolment', { RegistrationPage }, { configJson, now });
