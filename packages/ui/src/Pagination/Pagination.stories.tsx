import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Blocks/Pagination',
  component: Pagination,
  args: { page: 6, pageCount: 12, label: 'Pages of results', hrefOf: (page: number) => `/results?page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Numbered links: previous, the first, the neighbours of the current page, the last and next, with gaps. */
export const NumberedLinks: Story = {
  play: async ({ canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Pages of results' }));
    await expect(pager.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Previous',
      '1',
      '5',
      '6',
      '7',
      '12',
      'Next',
    ]);
    await expect(pager.getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('link', { name: 'Page 7' })).toHaveAttribute('href', '/results?page=7');
    await expect(pager.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/results?page=7');
    await expect(pager.getAllByText('...')).toHaveLength(2);
  },
};

/** On the first page there is no previous link, only its muted text. */
export const FirstPage: Story = {
  args: { page: 1, pageCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Previous page' })).toBeNull();
    await expect(canvas.getByText('Previous')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/results?page=2');
  },
};

/** A single page needs no pager. */
export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** The compact pager pages in place: previous, "N of M", next. */
function InPlace({ onPageChange }: { onPageChange: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      variant="compact"
      label="Orders pagination"
      page={page}
      pageCount={4}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

const pageChanged = fn();

export const CompactInPlace: Story = {
  beforeEach: () => {
    pageChanged.mockClear();
  },
  render: () => <InPlace onPageChange={pageChanged} />,
  play: async ({ canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Orders pagination' }));
    await expect(pager.getByText('1 of 4')).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(pager.getByRole('button', { name: 'Next page' }));
    await expect(pager.getByText('2 of 4')).toBeVisible();
    await expect(pageChanged).toHaveBeenCalledTimes(1);
    await expect(pageChanged).toHaveBeenCalledWith(2);
  },
};

/** Every text can be replaced (another language). */
export const OtherLanguage: Story = {
  args: {
    page: 2,
    pageCount: 3,
    label: 'Pages des résultats',
    labels: {
      previous: 'Précédente',
      next: 'Suivante',
      previousPage: 'Page précédente',
      nextPage: 'Page suivante',
      page: (n) => `Page ${n}`,
    },
  },
  play: async ({ canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Pages des résultats' }));
    await expect(pager.getByRole('link', { name: 'Page précédente' })).toHaveTextContent('Précédente');
    await expect(pager.getByRole('link', { name: 'Page suivante' })).toHaveTextContent('Suivante');
  },
};
