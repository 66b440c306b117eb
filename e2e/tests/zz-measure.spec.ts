import { appReady, test } from '../support/test';

test('measure', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto('http://localhost:3000/');
  await appReady(page);
  await page.mouse.wheel(0, 20000);
  await page.waitForTimeout(3000);
  const home = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.goto('http://localhost:3000/courses/chess');
  await appReady(page);
  await page.getByRole('heading', { level: 2, name: 'Benefits' }).scrollIntoViewIfNeeded();
  await page.getByRole('region', { name: 'Fee' }).waitFor();
  await page.mouse.wheel(0, 20000);
  await page.waitForTimeout(3000);
  const fee = await page.evaluate(() => {
    const el = document.querySelector('[aria-labelledby="course-fee"]') ?? document.querySelector('[data-fee-chip]');
    return el ? el.getBoundingClientRect().top + window.scrollY : -1;
  });
  const chip = await page.evaluate(() => {
    const el = document.querySelector('[data-fee-chip]');
    return el ? el.getBoundingClientRect().top + window.scrollY : -1;
  });
  const teachers = await page.evaluate(() => {
    const el = [...document.querySelectorAll('h2')].find((h) => /Teachers|Taught/.test(h.textContent ?? ''));
    return el ? el.getBoundingClientRect().top + window.scrollY : -1;
  });
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(JSON.stringify({ home, fee, chip, teachers, total }));
});
