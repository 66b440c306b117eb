// Every rule, schemas included: the API's entry, and the forms' (`@academy/shared/rules`).
export * from './constants';
export * from './sheets';
export * from './isPlainObject';
export * from './validators';
export * from './characters';
export * from './formErrors';
export * from './schemas';
export * from './office';
export * from './officeContent';
