import { expect, test } from '../support/test';

test('the Courses dropdown opens on hover and on keyboard focus, and its arrow rotates', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const chess = nav.getByRole('link', { name: 'Chess', exact: true });
  await expect(chess).toBeHidden();

  await nav.getByRole('link', { name: /Courses/ }).hover();
  await expect(chess).toBeVisible();
  const arrow = nav.getByRole('link', { name: /Courses/ }).locator('span');
  await expect.poll(() => arrow.evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');

  await page.mouse.move(640, 600);
  await expect(chess).toBeHidden();

  await nav.getByRole('link', { name: 'Home', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: /Courses/ })).toBeFocused();
  await expect(chess).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(chess).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/courses\/chess$/);
});

test('below 900 px the menu icon opens the links over a blurred backdrop; backdrop click and Escape close it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payment' })).toBeHidden();

  await menuButton.click();
  const menu = page.locator('#mobile-menu');
  for (const name of ['Home', 'Courses', 'Tournaments', 'Payment', 'Achievements', 'Puzzles', 'Contact Us', 'Register', 'Vedic Math']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const backdrop = page.getByTestId('menu-backdrop');
  await expect(backdrop).toBeVisible();
  expect(await backdrop.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain('blur');

  await backdrop.click({ position: { x: 20, y: 800 } });
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Payment' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(menu).toBeHidden();
});

test('the footer has its three columns and the support mailto', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Links', 'Company', 'Contact']) await expect(footer.getByRole('heading', { name })).toBeVisible();
  for (const name of ['Register', 'Tools', 'Puzzles', 'About', 'Careers', 'Terms Of Policy', 'Privacy Policy']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'support@gfi-academy.example' })).toHaveAttribute(
    'href',
    'mailto:support@gfi-academy.example',
  );
  await footer.getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
});

test('the floating buttons never cover a focused control', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Book Free Demo' })).toBeVisible();
  const overlapsSeen = await page.evaluate(async () => {
    const floating = document.querySelector('[data-testid="floating-actions"]')!;
    const focusables = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')].filter(
      (el) => !floating.contains(el),
    );
    let covered = 0;
    for (const el of focusables) {
      el.focus();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const a = floating.getBoundingClientRect();
      const b = el.getBoundingClientRect();
      const overlap = a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
      if (overlap && getComputedStyle(floating).visibility === 'visible') covered += 1;
    }
    return { covered, checked: focusables.length };
  });
  expect(overlapsSeen.checked).toBeGreaterThan(10);
  expect(overlapsSeen.covered).toBe(0);
  await page.getByRole('link', { name: 'Book Free Demo' }).click();
  await expect(page).toHaveURL(/\/registration$/);
});
