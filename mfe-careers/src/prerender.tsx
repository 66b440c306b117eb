import { renderRemotePages } from '@academy/shared/prerender';
import CareersPage from './pages/CareersPage';
import CareerRegistrationPage from './pages/CareerRegistrationPage';

/** This remote's pages that the site manifest prerenders, for the shell's prerendered HTML (prerender.json). */
export const renderPrerender = (configJson: unknown) =>
  renderRemotePages('careers', { CareersPage, CareerRegistrationPage }, { configJson, now: new Date() });
