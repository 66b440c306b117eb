// The privacy notice's text and sections, for the notice's page (the shell's /privacy). Not in the
// shared index, which every page loads: the forms' consent boxes load the notice with its dialog,
// on the first click (PrivacyNoticeDialog).
export { privacyNotice } from './privacyNotice';
export { PrivacyNoticeSections } from './PrivacyNoticeSections';
