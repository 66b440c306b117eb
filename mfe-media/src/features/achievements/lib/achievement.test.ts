import { achievementImageUrl, achievementPath, findAchievement, isCertificate, toAchievements } from './achievement';

const records = [
  { id: 'aarav-sharma', title: 'Aarav Sharma', subtitle: 'Winner, Under-10 Rapid', imageFile: 'aarav-sharma.svg' },
  { id: 'diya-patel', title: 'Diya Patel', subtitle: 'Abacus Level 4 Champion', imageFile: 'diya.png' },
  { id: '', title: 'No id', subtitle: 'left out', imageFile: 'x.png' },
  { id: 'no-image', title: 'No image', subtitle: 'left out', imageFile: ' ' },
];

test('records without an id or a picture are left out', () => {
  expect(toAchievements(records)).toEqual(records.slice(0, 2));
  expect(toAchievements([])).toEqual([]);
});

test('the detail row is the one whose first column equals the route parameter exactly', () => {
  const achievements = toAchievements(records);
  expect(findAchievement(achievements, 'diya-patel')?.title).toBe('Diya Patel');
  expect(findAchievement(achievements, 'Diya Patel')).toBeUndefined();
  expect(findAchievement(achievements, 'diya')).toBeUndefined();
  expect(findAchievement(achievements, undefined)).toBeUndefined();
});

test('a certificate is one the seed drew, known by its id and file; any other picture, an SVG too, is a photo', () => {
  const row = { title: 'A', subtitle: 'B' };
  expect(isCertificate({ ...row, id: 'aarav-sharma', imageFile: 'aarav-sharma.svg' })).toBe(true);
  expect(isCertificate({ ...row, id: 'asha-k', imageFile: 'asha-k.svg' })).toBe(false);
  for (const imageFile of ['aarav.jpg', 'aarav.png', 'aarav.webp'])
    expect(isCertificate({ ...row, id: 'aarav-sharma', imageFile })).toBe(false);
});

test('image addresses join the configured base and the file name, with or without a trailing slash', () => {
  expect(achievementImageUrl('https://img.example/achievements/', 'a b.png')).toBe('https://img.example/achievements/a%20b.png');
  expect(achievementImageUrl('https://img.example/achievements', 'a.png')).toBe('https://img.example/achievements/a.png');
  expect(achievementPath('aarav-sharma')).toBe('/achievements/aarav-sharma');
});
