import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@academy/shared/testing';
import { ToolsTeaser } from './ToolsTeaser';

test('Start Chat goes to /ai, Explore to the Time Converter and Play Now to /puzzles', () => {
  renderWithProviders(<ToolsTeaser />);
  const tools = screen.getByRole('region', { name: 'Introducing Tools & More' });
  expect(within(tools).getByRole('link', { name: 'Start Chat' })).toHaveAttribute('href', '/ai');
  expect(within(tools).getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/tools/time-converter');
  expect(within(tools).getByRole('link', { name: 'Play Now' })).toHaveAttribute('href', '/puzzles');
});
