// Every rule of the public site, schemas included: the forms' entry (`@academy/shared/rules`).
// The staff office's rules are apart, in `@academy/contracts/office-rules`, so no public page's
// JavaScript carries them.
export * from './constants';
export * from './isPlainObject';
export * from './validators';
export * from './characters';
export * from './formErrors';
export * from './schemas';
