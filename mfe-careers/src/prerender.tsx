import { renderRemotePages } from '@academy/shared/prerender';
import CareersPage from './pages/CareersPage';
import CareerRegistrationPage from './pages/CareerRegistrationPage';

/** This remote's pages that the site manifest prerenders, for the shell's prerendered HTML, as they are on `now`. */
export const renderPrerender = (configJson: unknown, now: Date) =>
  renderRemotePages('careers', { CareersPage, CareerRegistrationPage }, { configJson, now });
