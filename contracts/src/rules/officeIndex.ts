// The public site's rules and the staff office's (statuses, sign-in, CSRF header, content
// schemas): the entry of the API and of the office app (`@academy/contracts/office-rules`).
export * from './index';
export * from './office';
export * from './officeContent';
export * from './officePayments';
export * from './officeTeachers';
export * from './officeDemos';
