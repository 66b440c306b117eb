// Everything the parts of the academy agree on. Apps import the narrower entries
// (`/rules`, `/office-rules`, `/records`, `/catalogue`, `/site`) so a page loads only what it uses.
export * from './rules/officeIndex';
export * from './records';
export * from './catalogue';
export * from './site/site';
