import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@academy/shared/testing';
import CourseTabs from './CourseTabs';

function setScreenWide(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('on a wide screen', () => {
  beforeEach(() => setScreenWide(true));

  test('shows a tab strip of the five courses with Chess selected and its Register button', () => {
    renderWithProviders(<CourseTabs />);
    const tabs = within(screen.getByRole('tablist', { name: 'Courses' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Chess', 'Coding', 'Abacus', 'Conceptual Math', 'Vedic Math']);
    expect(screen.getByRole('tab', { name: 'Chess' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Chess' });
    expect(within(panel).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/registration');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByRole('button', { expanded: true })).not.toBeInTheDocument();
  });

  test('arrow keys move and select with wrap-around, Home and End go to the ends, only one tab is in the tab order', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CourseTabs />);
    await user.click(screen.getByRole('tab', { name: 'Chess' }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Coding' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Coding' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Coding' })).toBeVisible();

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Vedic Math' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Chess' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Vedic Math' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Chess' })).toHaveAttribute('aria-selected', 'true');

    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Chess' })).toHaveFocus();
  });

  test('a click selects a tab and shows only its panel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CourseTabs />);
    await user.click(screen.getByRole('tab', { name: 'Abacus' }));
    expect(screen.getByRole('tabpanel', { name: 'Abacus' })).toHaveTextContent('mental arithmetic');
    expect(screen.getByRole('tab', { name: 'Chess' })).toHaveAttribute('aria-selected', 'false');
  });
});

describe('on a small screen', () => {
  beforeEach(() => setScreenWide(false));

  test('shows an accordion with Chess open and a Register button in it', () => {
    renderWithProviders(<CourseTabs />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chess' })).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Chess' });
    expect(within(region).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/registration');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  test('one panel open at a time, the open one collapses, and Enter or Space work on the headers', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CourseTabs />);
    await user.click(screen.getByRole('button', { name: 'Coding' }));
    expect(screen.getByRole('button', { name: 'Coding' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Chess' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Coding' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);

    screen.getByRole('button', { name: 'Abacus' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Abacus' })).toBeVisible();
    await user.keyboard(' ');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  test('Up and Down move between headers with wrap-around, Home and End go to the ends', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CourseTabs />);
    screen.getByRole('button', { name: 'Chess' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Coding' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Vedic Math' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Chess' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Vedic Math' })).toHaveFocus();
  });
});
