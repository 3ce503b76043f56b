// The load states of an in-place resource list (areas, companies), from literal expectations.
import { type Endpoint, scenario } from '@factory/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectLoadingRows, mainOf, slowLoad } from './support.tsx';

interface InPlaceStoryConfig {
  listEndpoint: Endpoint;
  /** The list's heading and grid name ("Areas"). */
  heading: string;
  /** A row's first cell the seeded list shows. */
  firstRow: string;
  emptyText: string;
}

/** Loading, Empty, ServerError (with Retry) and Forbidden. */
export function inPlaceStateStories(config: InPlaceStoryConfig): Record<string, StoryObj> {
  const lower = config.heading.toLowerCase();
  const using =
    (handler: ReturnType<typeof scenario>): StoryObj['beforeEach'] =>
    ({ msw }) => {
      msw.use(handler);
    };
  return {
    Loading: {
      beforeEach: using(scenario('slow', config.listEndpoint)),
      play: async ({ canvasElement }) => {
        await expectLoadingRows(canvasElement, `the ${lower}`);
      },
    },
    Empty: {
      beforeEach: using(scenario('empty', config.listEndpoint)),
      play: async ({ canvasElement }) => {
        await expect(await mainOf(canvasElement).findByText(config.emptyText, {}, slowLoad)).toBeVisible();
      },
    },
    ServerError: {
      beforeEach: using(scenario('server-error', config.listEndpoint, { once: true })),
      play: async ({ canvasElement }) => {
        const page = mainOf(canvasElement);
        await expect(await page.findByText(`We could not load the ${lower}`, {}, slowLoad)).toBeVisible();
        await userEvent.click(page.getByRole('button', { name: 'Retry' }));
        const table = within(await page.findByRole('grid', { name: config.heading }, slowLoad));
        await expect(await table.findByText(config.firstRow)).toBeVisible();
      },
    },
    Forbidden: {
      beforeEach: using(scenario('forbidden', config.listEndpoint)),
      play: async ({ canvasElement }) => {
        const page = mainOf(canvasElement);
        await expect(await page.findByText(`You don’t have access to the ${lower}`, {}, slowLoad)).toBeVisible();
        await expect(page.getByText('An administrator can give you access if you need it.')).toBeVisible();
      },
    },
  };
}
