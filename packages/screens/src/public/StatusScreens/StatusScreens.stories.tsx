import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { NotFoundScreen } from './StatusScreens.tsx';

const meta = {
  title: 'Screens/Public/Status pages',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  parameters: { route: { path: '/not-found', url: '/not-found' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    // A missing page leads home only: the visitor may not have a catalogue account.
    await expect(canvas.queryByRole('link', { name: 'Go to the catalogue' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};
