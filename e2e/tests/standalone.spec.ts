import { expect, test } from '../support/test';

// Each remote runs alone (docs/architecture.md): its own index.html, config, theme and router.
const REMOTES: { port: number; modules: { href: string; heading?: RegExp; selector?: string }[] }[] = [
  {
    port: 3001,
    modules: [
      { href: '/courses', heading: /All Courses/ },
      { href: '/courses/chess', heading: /chess/i },
      { href: '/reviews/chess', heading: /Chess Reviews/ },
      { href: '/widgets/course-cards', heading: /Chess/ },
      { href: '/widgets/course-tabs', heading: /Explore Our Courses/ },
    ],
  },
  {
    port: 3002,
    modules: [
      { href: '/registration', heading: /Student Registration/ },
      { href: '/widgets/registration-form', selector: 'main form' },
      { href: '/widgets/course-request-form', selector: 'main form' },
      { href: '/demo/standalone-sample', heading: /Your free demo/ },
    ],
  },
  {
    port: 3003,
    modules: [
      { href: '/tournament', heading: /Chess Tournaments/ },
      { href: '/puzzles', heading: /Puzzle/ },
    ],
  },
  {
    port: 3004,
    modules: [
      { href: '/careers', heading: /Openings|Careers/ },
      { href: '/careers/career-registration', heading: /Career Registration/ },
    ],
  },
  {
    port: 3005,
    modules: [
      { href: '/achievements', heading: /Achievements/ },
      { href: '/achievements/aarav-sharma', heading: /Aarav Sharma/ },
      { href: '/payment', heading: /Payment/ },
    ],
  },
];

for (const remote of REMOTES) {
  test(`the remote on port ${remote.port} renders each exposed module standalone`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const module of remote.modules) {
      await page.goto(`http://localhost:${remote.port}${module.href}`);
      await expect(page.getByText('(standalone)')).toBeVisible();
      const shown = module.selector ? page.locator(module.selector) : page.getByRole('main').getByRole('heading', { name: module.heading });
      await expect(shown.first(), module.href).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}
