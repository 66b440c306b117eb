import { SAMPLE_ACHIEVEMENTS, isSampleCertificate, sampleCertificateFile } from './sampleAchievements';

test("a sample achievement with the seed's own file is a certificate", () => {
  for (const { id } of SAMPLE_ACHIEVEMENTS) expect(isSampleCertificate({ id, imageFile: sampleCertificateFile(id) })).toBe(true);
});

test('an SVG is not a certificate for being an SVG, and a sample replaced by an upload is a photo again', () => {
  expect(isSampleCertificate({ id: 'asha-k', imageFile: 'asha-k.svg' })).toBe(false);
  expect(isSampleCertificate({ id: 'aarav-sharma', imageFile: 'aarav-sharma-2.jpg' })).toBe(false);
  expect(isSampleCertificate({ id: 'aarav-sharma', imageFile: 'diya-patel.svg' })).toBe(false);
});
