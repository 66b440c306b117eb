// The public site's rules, schemas included, from @academy/contracts: shared between the apps as a
// module of its own (`@academy/shared/rules`), loaded by the forms that use them and not with every page.
export * from '@academy/contracts/rules';
