import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../Link/Link.tsx';
import { Disclosure, disclosureBreakpoints } from './Disclosure.tsx';

const meta = {
  title: 'Blocks/Disclosure',
  component: Disclosure,
  args: {
    children: (
      <nav aria-label="Planets">
        <ul>
          <li>
            <Link href="#mercury">Mercury</Link>
          </li>
          <li>
            <Link href="#venus">Venus</Link>
          </li>
        </ul>
      </nav>
    ),
  },
  argTypes: { collapseBelow: { control: 'inline-radio', options: disclosureBreakpoints } },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the Menu button shows, saying it is collapsed. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(canvas.queryByRole('navigation', { name: 'Planets' })).toBeNull();
  },
};

/** Pressing the button shows the content; Escape hides it again and puts focus back on the button. */
export const OpenAndEscape: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Planets' });
    expect(within(nav).getByRole('link', { name: 'Venus' })).toBeVisible();
    // The button names what it controls.
    expect(toggle.getAttribute('aria-controls')).toBe(nav.parentElement?.id);
    await userEvent.tab();
    expect(within(nav).getByRole('link', { name: 'Mercury' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(canvas.queryByRole('navigation', { name: 'Planets' })).toBeNull();
  },
};

/** Following a link in the content closes it. */
export const LinkCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Venus' }));
    expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(canvas.queryByRole('link', { name: 'Venus' })).toBeNull();
  },
};

/** From the breakpoint up (here tablet, the story's 1200 px being wider) the content shows in place, no button. */
export const InPlaceOnWideScreens: Story = {
  args: { collapseBelow: 'tablet' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('link', { name: 'Mercury' })).toBeVisible();
    expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

/** An icon-only toggle in another language: the name is still the button's accessible name. */
export const IconOnlyWithOwnLabel: Story = {
  args: { icon: 'search', isLabelHidden: true, labels: { toggle: 'Suchen' } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Suchen' });
    expect(toggle).not.toHaveTextContent('Suchen');
    await userEvent.click(toggle);
    expect(canvas.getByRole('link', { name: 'Mercury' })).toBeVisible();
  },
};
