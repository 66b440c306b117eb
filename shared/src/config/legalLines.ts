import type { EntityType, LegalIdentity } from './siteConfig';

// How the site states the academy's legal identity, the same in the footer, on About and Contact.

const ENTITY: Record<EntityType, { form: string; number: string }> = {
  'private-limited': { form: 'a private limited company', number: 'CIN' },
  llp: { form: 'a limited liability partnership', number: 'LLPIN' },
  proprietorship: { form: 'a sole proprietorship', number: 'Udyam registration' },
  trust: { form: 'a registered trust', number: 'Registration' },
};

/**
 * `GFI Learning Private Limited, a private limited company`, `CIN U80903MH2019PTC000000`,
 * `GSTIN …`, `Registered office: …`: what config.json names, each line only when it is known.
 */
export function legalLines(legal: LegalIdentity): string[] {
  if (!legal.name) return [];
  const entity = legal.entityType ? ENTITY[legal.entityType] : null;
  return [
    entity ? `${legal.name}, ${entity.form}` : legal.name,
    ...(legal.registrationNumber ? [`${entity?.number ?? 'Registration'} ${legal.registrationNumber}`] : []),
    ...(legal.gstin ? [`GSTIN ${legal.gstin}`] : []),
    ...(legal.registeredAddress ? [`Registered office: ${legal.registeredAddress}`] : []),
  ];
}
