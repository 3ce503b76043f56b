import { scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminStoryMeta, mainOf, slowLoad } from '../../stories/support.tsx';
// The app loads the charts lazily; a story loads them with the story file, so a busy machine's first chunk
// fetch is not part of the story's time.
import '../shared/BarChartView.tsx';
import { FileAnalysisScreen } from './FileAnalysisScreen.tsx';

const base = adminStoryMeta(FileAnalysisScreen, '/admin/analysis/files');
const meta = {
  title: 'Screens/Admin/Analysis/Files',
  ...base,
  parameters: {
    ...base.parameters,
    screenshot: {
      noisyPixels: {
        count: 100,
        why: 'on a busy machine the phone picture once drew one dashed grid line of each chart anti-aliased differently (83 pixels, same lines, same place; the bars and the tables beside them unchanged)',
      },
    },
  },
} satisfies Meta<typeof FileAnalysisScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const endpoint = 'GET /api/analysis/files';
/** Recharts is a lazily loaded chunk: on a busy machine it may take a while. */
const chartLoad = { timeout: 15000 };

/** A table's rows as text, cells joined by ` | ` (header row first). */
const cellsOf = (table: HTMLElement) =>
  Array.from((table as HTMLTableElement).rows, (row) =>
    Array.from(row.cells, (cell) => cell.textContent?.trim()).join(' | '),
  );

/** Waits until every chart has drawn (Recharts loads lazily, then measures its box). */
async function chartsDrawn(canvasElement: HTMLElement, count: number) {
  await waitFor(() => {
    const charts = within(canvasElement).getAllByTestId('chart');
    expect(charts).toHaveLength(count);
    for (const chart of charts) {
      expect(chart).toHaveAttribute('aria-hidden', 'true');
      expect(chart.querySelector('.recharts-bar-rectangle')).not.toBeNull();
    }
  }, chartLoad);
}

/**
 * The seeded bucket: 48 category covers (286,365 bytes), 14 banners (69,979 bytes) and 3 uploads nobody uses
 * (3,000 + 4,250 + 5,500 bytes), all SVG.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'File analysis' })).toBeVisible();
    await expect(
      await page.findByText(
        '65 files use 360 KB of the media bucket; 3 of them are referred to by no record.',
        {},
        slowLoad,
      ),
    ).toBeVisible();
    await expect(cellsOf(page.getByRole('table', { name: 'Storage by folder' }))).toEqual([
      'Folder | Files | Storage',
      'categories | 48 | 280 KB',
      'banners | 14 | 68 KB',
      'uploads | 3 | 12 KB',
    ]);
    await expect(cellsOf(page.getByRole('table', { name: 'Storage by file type' }))).toEqual([
      'File type | Files | Storage',
      'SVG | 65 | 360 KB',
    ]);
    const largest = cellsOf(page.getByRole('table', { name: 'Largest files' }));
    // A header row and ten files, the largest first.
    await expect(largest).toHaveLength(11);
    await expect(largest.slice(0, 3)).toEqual([
      'File | Folder | Size',
      'cover-35.svg | categories | 9 KB',
      'cover-16.svg | categories | 9 KB',
    ]);
    await expect(cellsOf(page.getByRole('table', { name: 'Referenced and unreferenced files' }))).toEqual([
      'References | Files | Storage',
      'Referenced | 62 | 348 KB',
      'Unreferenced | 3 | 12 KB',
    ]);
    await expect(cellsOf(page.getByRole('table', { name: 'Files no record refers to' }))).toEqual([
      'File | Folder | Size',
      'unused-logo.svg | uploads | 5 KB',
      'trade-show-booth.svg | uploads | 4 KB',
      'old-brochure-cover.svg | uploads | 3 KB',
    ]);
    await chartsDrawn(canvasElement, 4);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', endpoint));
  },
  play: async ({ canvasElement }) => {
    await expect(await mainOf(canvasElement).findByText('Loading the file analysis', {}, slowLoad)).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', endpoint));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('The media bucket has no files.', {}, slowLoad)).toBeVisible();
    await expect(page.queryByRole('table')).toBeNull();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', endpoint, { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('We could not load the file analysis', {}, slowLoad)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(await page.findByRole('table', { name: 'Storage by folder' }, slowLoad)).toBeVisible();
    await chartsDrawn(canvasElement, 4);
  },
};

export const Forbidden: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('forbidden', endpoint));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('You don’t have access to the file analysis', {}, slowLoad)).toBeVisible();
    await expect(page.getByText('An administrator can give you access if you need it.')).toBeVisible();
  },
};
