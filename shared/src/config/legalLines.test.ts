import { legalLines } from './legalLines';
import { defaultConfig, fallbackConfig } from './siteConfig';

test('the legal identity reads as its name and form, its number by the form’s name, the GSTIN and the registered office', () => {
  expect(legalLines({ ...defaultConfig.legal, gstin: '27AABCG1234F1Z5' })).toEqual([
    'GFI Learning Private Limited, a private limited company',
    'CIN U80903MH2019PTC000000',
    'GSTIN 27AABCG1234F1Z5',
    'Registered office: Unit 5, Plot 21, Andheri Kurla Road, Andheri East, Mumbai, Maharashtra 400059, India',
  ]);
  expect(legalLines({ ...defaultConfig.legal, entityType: 'proprietorship', registrationNumber: 'UDYAM-MH-26-0012345' })[1]).toBe(
    'Udyam registration UDYAM-MH-26-0012345',
  );
});

test('a line config.json does not know is left out, and without a name nothing is said', () => {
  expect(legalLines({ ...defaultConfig.legal, entityType: '', registrationNumber: '', registeredAddress: '' })).toEqual([
    'GFI Learning Private Limited',
  ]);
  expect(legalLines(fallbackConfig.legal)).toEqual([]);
});
