import { db, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inPlaceStateStories } from '../stories/inPlaceStories.tsx';
import { adminStoryMeta, mainOf, rowWith, slowLoad } from '../stories/support.tsx';
import { CompaniesScreen } from './CompaniesScreen.tsx';

const meta = {
  title: 'Screens/Admin/Companies',
  ...adminStoryMeta(CompaniesScreen, '/admin/companies'),
} satisfies Meta<typeof CompaniesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The seeded companies with code and country, ten on one page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    const table = within(await page.findByRole('grid', { name: 'Companies' }, slowLoad));
    const sunrise = await rowWith(table, 'Sunrise Parks Inc.');
    await expect(sunrise.getByText('SUN01')).toBeVisible();
    await expect(sunrise.getByText('Germany')).toBeVisible();
    await expect(page.getByText('1 of 1')).toBeVisible();
  },
};

/** A company is created with its name, code, country and area. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Create company' }, slowLoad));
    const form = within(page.getByRole('form', { name: 'Create company' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Harbour Fun Ltd');
    await userEvent.type(form.getByRole('textbox', { name: 'Code' }), 'HAR11');
    await userEvent.type(form.getByRole('textbox', { name: 'Country' }), 'Ireland');
    await userEvent.click(await form.findByRole('button', { name: /Area/ }, slowLoad));
    await userEvent.click(await body().findByRole('option', { name: 'Europe' }));
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await body().findByText('Harbour Fun Ltd was created.')).toBeVisible();
    await expect(db.companies.find((c) => c.name === 'Harbour Fun Ltd')).toMatchObject({
      code: 'HAR11',
      country: 'Ireland',
      area_id: 4,
    });
  },
};

/** The server's 422 on the code lands on the Code field; the input stays. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      scenario('validation-error', 'POST /api/companies', {
        errors: { code: ['The code has already been taken.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Create company' }, slowLoad));
    const form = within(page.getByRole('form', { name: 'Create company' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Sunrise Parks Inc.');
    await userEvent.type(form.getByRole('textbox', { name: 'Code' }), 'SUN01');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByText('The code has already been taken.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Code' })).toHaveValue('SUN01');
  },
};

/** Edit in a dialog: a new country is saved and listed. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Edit Sunrise Parks Inc.' }, slowLoad));
    const dialog = within(await body().findByRole('dialog', { name: 'Edit Sunrise Parks Inc.' }));
    const country = dialog.getByRole('textbox', { name: 'Country' });
    await userEvent.clear(country);
    await userEvent.type(country, 'Austria');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Sunrise Parks Inc. was saved.')).toBeVisible();
    await expect(await (await rowWith(page, 'Sunrise Parks Inc.')).findByText('Austria')).toBeVisible();
  },
};

/** Delete asks first; the company moves to the recycle bin. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete Sunrise Parks Inc.' }, slowLoad));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Delete Sunrise Parks Inc.?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await body().findByText('Sunrise Parks Inc. was deleted.')).toBeVisible();
    await waitFor(() => expect(page.queryByText('Sunrise Parks Inc.')).toBeNull(), slowLoad);
  },
};

const states = inPlaceStateStories({
  listEndpoint: 'GET /api/companies',
  heading: 'Companies',
  firstRow: 'Sunrise Parks Inc.',
  emptyText: 'No companies yet.',
});
export const Loading: Story = states.Loading as Story;
export const Empty: Story = states.Empty as Story;
export const ServerError: Story = states.ServerError as Story;
export const Forbidden: Story = states.Forbidden as Story;
