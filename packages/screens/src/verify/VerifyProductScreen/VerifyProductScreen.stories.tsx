import { scenario, verificationTokens } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { asCustomer, withToasts } from '../../catalog/stories/support.tsx';
import { VerifyProductScreen } from './VerifyProductScreen.tsx';

const at = (token: string) => ({
  route: { path: '/verify-product', url: `/verify-product?token=${encodeURIComponent(token)}` },
});

const meta = {
  title: 'Screens/Verify/VerifyProductScreen',
  component: VerifyProductScreen,
  decorators: [withToasts],
  parameters: { layout: 'fullscreen', ...at(verificationTokens.complete) },
  beforeEach: async () => {
    // Drafts live in session storage, which outlives a story in this iframe.
    sessionStorage.clear();
    await asCustomer();
  },
} satisfies Meta<typeof VerifyProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const tab = (canvasElement: HTMLElement, name: string | RegExp) =>
  userEvent.click(page(canvasElement).getByRole('tab', { name }));
const toasts = async () => within(await screen.findByRole('region', { name: 'Notifications' }));
/** Presses Save and gives the confirmation dialog it opens. */
const confirmation = async (view: ReturnType<typeof page>) => {
  await userEvent.click(view.getByRole('button', { name: 'Save' }));
  return within(await screen.findByRole('alertdialog', { name: 'Submit this product?' }));
};
/** The page once the product has loaded. */
const loaded = async (canvasElement: HTMLElement) => {
  await page(canvasElement).findByRole('heading', { level: 1, name: 'Verify product' });
  return page(canvasElement);
};
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/product/bc-product-details'));
  },
  play: async ({ canvasElement }) => {
    expect(await page(canvasElement).findByRole('progressbar', { name: 'Loading the product' })).toBeVisible();
  },
};

/** A link without a token says so and whom to ask, without calling the server. */
export const NoToken: Story = {
  parameters: { route: { path: '/verify-product', url: '/verify-product' } },
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    expect(view.getByRole('heading', { level: 1, name: 'This verification link is not valid' })).toBeVisible();
    expect(view.getByText(/has no verification token/)).toBeVisible();
    expect(
      view.getByText('Ask the person who sent you this link to renew it or send a new one, or contact the Developer.'),
    ).toBeVisible();
  },
};

/** A token the server refuses (403) shows the server's reason, not an error to retry. */
export const InvalidToken: Story = {
  parameters: at(verificationTokens.invalid),
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    expect(await view.findByRole('heading', { level: 1, name: 'This verification link is not valid' })).toBeVisible();
    expect(view.getByRole('alert')).toHaveTextContent('This verification link is not valid.');
    expect(view.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const ExpiredToken: Story = {
  parameters: at(verificationTokens.expired),
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    expect(await view.findByRole('alert')).toHaveTextContent('This verification link has expired.');
    expect(view.getByRole('link', { name: 'Go to the catalogue' })).toHaveAttribute('href', '/catalog');
  },
};

/** The product fails to load; Retry loads it. */
export const ServerErrorWithRetry: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/product/bc-product-details', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    expect(await view.findByRole('alert')).toHaveTextContent('We could not load the product');
    expect(view.getByRole('alert')).toHaveTextContent('Server Error');
    await userEvent.click(view.getByRole('button', { name: 'Retry' }));
    expect(await view.findByRole('heading', { level: 1, name: 'Verify product' })).toBeVisible();
  },
};

/** An empty product: every tab that misses data says so, and Save is disabled with the reasons beside it. */
export const EmptySaveDisabled: Story = {
  parameters: at(verificationTokens.empty),
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    const tabNames = view.getAllByRole('tab').map((t) => t.textContent);
    expect(tabNames).toEqual([
      'Information (missing)',
      'Category (missing)',
      'Images (missing)',
      'Restrictions and exemptions',
      'Related and recommended',
    ]);
    const save = view.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(
      'Save needs: Product ID, Parent code, Title, Description, Length, Width, Height, Volume, Net weight, a category, an image.',
    );
    expect(view.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  },
};

/** A complete product: the information tab holds its data with units, and Save is enabled. */
export const InformationFilled: Story = {
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    expect(view.getByRole('textbox', { name: 'Product ID' })).toHaveValue('FG-DINO-0900-01');
    expect(view.getByRole('textbox', { name: 'Title' })).toHaveValue('Spinosaurus on Rock Base');
    expect(view.getByRole('textbox', { name: 'Length (cm)' })).toHaveValue('420');
    expect(view.getByRole('textbox', { name: 'Volume (m³)' })).toHaveValue('9.6');
    expect(view.getByRole('textbox', { name: 'Net weight (kg)' })).toHaveValue('210');
    expect(view.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');
    expect(view.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Spaces typed in the product id become hyphens (spec §5). */
export const ProductIdHyphens: Story = {
  parameters: at(verificationTokens.empty),
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await userEvent.type(view.getByRole('textbox', { name: 'Product ID' }), 'FG DINO 0950 01');
    expect(view.getByRole('textbox', { name: 'Product ID' })).toHaveValue('FG-DINO-0950-01');
  },
};

/** Spec §5's generic messages show on a field when it is left: required, min and max. */
export const FieldRuleMessages: Story = {
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    const title = view.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.tab();
    expect(title).toHaveAccessibleDescription('Input must not be empty.');
    const volume = view.getByRole('textbox', { name: 'Volume (m³)' });
    await userEvent.clear(volume);
    await userEvent.type(volume, '-1');
    await userEvent.tab();
    expect(volume).toHaveAccessibleDescription('must be greater than or equal to 0');
    const gross = view.getByRole('textbox', { name: 'Gross weight (kg)' });
    await userEvent.clear(gross);
    await userEvent.type(gross, '200000');
    await userEvent.tab();
    expect(gross).toHaveAccessibleDescription('must be less than or equal to 100000');
    // A missing title also disables Save.
    expect(view.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription('Save needs: Title.');
  },
};

export const CategoryEmpty: Story = {
  parameters: at(verificationTokens.empty),
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await tab(canvasElement, 'Category (missing)');
    expect(await view.findByRole('combobox', { name: 'Categories' })).toBeVisible();
    expect(view.queryByRole('grid', { name: 'Categories, chosen' })).toBeNull();
    expect(view.getByText('At least one.')).toBeVisible();
  },
};

/** A sub-category is found by its own name and chosen; the tab no longer misses data. */
export const CategoryFilled: Story = {
  parameters: at(verificationTokens.empty),
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await tab(canvasElement, 'Category (missing)');
    await userEvent.type(await view.findByRole('combobox', { name: 'Categories' }), 'ride-on');
    await userEvent.click(await screen.findByRole('option', { name: 'Dinosaurs › Ride-On Dinosaurs' }));
    const chips = view.getByRole('grid', { name: 'Categories, chosen' });
    expect(within(chips).getByRole('row', { name: 'Dinosaurs › Ride-On Dinosaurs' })).toBeVisible();
    expect(view.getByRole('tab', { name: 'Category' })).toBeVisible();
  },
};

export const ImagesEmpty: Story = {
  parameters: at(verificationTokens.empty),
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await tab(canvasElement, 'Images (missing)');
    expect(await view.findByText('No images yet. At least one is needed.')).toBeVisible();
    expect(view.getByText('Images only (JPEG, PNG, WebP, SVG), up to 10 MB each.')).toBeVisible();
  },
};

/** An uploaded image is listed with its thumbnail; removing it deletes it on the server and disables Save again. */
export const ImagesFilledAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await tab(canvasElement, 'Images');
    const list = within(await view.findByRole('list', { name: 'Images of the product' }));
    expect(list.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', '/media/temp-products/600x600/t-1-1.svg');
    await userEvent.click(list.getByRole('button', { name: 'Remove image 1' }));
    expect(await view.findByText('No images yet. At least one is needed.')).toBeVisible();
    expect(view.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription('Save needs: an image.');
  },
};

/** A delete the server refuses keeps the image and says why. */
export const ImageRemoveFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'DELETE /api/product/temp-image-upload/{id}/{imageId}'));
  },
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await tab(canvasElement, 'Images');
    const list = within(await view.findByRole('list', { name: 'Images of the product' }));
    await userEvent.click(list.getByRole('button', { name: 'Remove image 1' }));
    expect(await (await toasts()).findByText('The image could not be removed.')).toBeVisible();
    expect(await list.findByRole('img', { name: 'Image 1' })).toBeVisible();
  },
};

const svgFile = (name: string) =>
  new File(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#17703a"/></svg>',
    ],
    name,
    { type: 'image/svg+xml' },
  );

/** Choosing images uploads them (with the token) and lists them; a file above 10 MB is refused before sending. */
export const ImageUpload: Story = {
  parameters: at(verificationTokens.empty),
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await tab(canvasElement, 'Images (missing)');
    await view.findByRole('button', { name: 'Choose images' });
    // The file picker's input is hidden; tests hand it files as the picker would.
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(input, [svgFile('front.svg'), huge]);
    const list = within(await view.findByRole('list', { name: 'Images of the product' }));
    expect(await list.findByRole('img', { name: 'Image 1' })).toBeVisible();
    const uploads = within(view.getByRole('list', { name: 'Uploads' }));
    expect(uploads.getByRole('alert')).toHaveTextContent('Not uploaded: Larger than 10 MB.');
    expect(await uploads.findByText('Uploaded.')).toBeVisible();
    expect(view.getByRole('tab', { name: 'Images' })).toBeVisible();
  },
};

/** While an image is on its way, a real progress bar shows the bytes sent, named by the file, with its percentage. */
export const UploadProgressBar: Story = {
  parameters: at(verificationTokens.empty),
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'POST /api/product/temp-image-upload/{id}'));
  },
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    await view.findByRole('heading', { level: 1, name: 'Verify product' }, { timeout: 5000 });
    await tab(canvasElement, 'Images (missing)');
    await view.findByRole('button', { name: 'Choose images' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [svgFile('front.svg')]);
    const bar = await view.findByRole('progressbar', { name: 'Uploading front.svg' });
    expect(bar).toBeVisible();
    expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^\d+% \(\d+ B of \d+ B\)$/));
  },
};

/** Both region pickers say what to do before anything is chosen. */
export const RestrictionsEmpty: Story = {
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await tab(canvasElement, 'Restrictions and exemptions');
    const restricted = await view.findByRole('combobox', { name: 'Restricted regions' });
    expect(restricted).toHaveAttribute('placeholder', 'Choose regions');
    expect(view.getByRole('combobox', { name: 'Exempted regions' })).toHaveAttribute('placeholder', 'Choose regions');
    expect(view.queryByRole('grid')).toBeNull();
  },
};

/** A click opens a region list; a region restricted is not offered as exempted (a region is in one list at most). */
export const RestrictionsFilled: Story = {
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await tab(canvasElement, 'Restrictions and exemptions');
    await userEvent.click(await view.findByRole('combobox', { name: 'Restricted regions' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Europe' }));
    expect(within(view.getByRole('grid', { name: 'Restricted regions, chosen' })).getByRole('row')).toHaveTextContent(
      'Europe',
    );
    await userEvent.click(view.getByRole('combobox', { name: 'Exempted regions' }));
    const offered = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['Asia', 'Africa', 'Australia', 'North America', 'South America']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** Enter in a field never opens the irreversible submit's confirmation; only the Save button does. */
export const EnterDoesNotSubmit: Story = {
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    const title = view.getByRole('textbox', { name: /^Title/ });
    await userEvent.type(title, ' II{Enter}');
    expect(title).toHaveValue('Spinosaurus on Rock Base II');
    // Give a dialog the time it would take to open.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alertdialog', { name: 'Submit this product?' })).toBeNull();
    await confirmation(view);
  },
};

export const RelatedEmpty: Story = {
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await tab(canvasElement, 'Related and recommended');
    expect(await view.findByRole('searchbox', { name: 'Find products' })).toBeVisible();
    expect(view.getByRole('combobox', { name: 'Related products' })).toBeVisible();
    expect(view.getByRole('combobox', { name: 'Recommended products' })).toBeVisible();
  },
};

/** Products found by a catalogue search are chosen as related and recommended. */
export const RelatedFilled: Story = {
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await tab(canvasElement, 'Related and recommended');
    await userEvent.type(await view.findByRole('searchbox', { name: 'Find products' }), 'Spinosaurus Life');
    await userEvent.click(view.getByRole('combobox', { name: 'Related products' }));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'Spinosaurus Life-Size Model (FG-DINO-0284-01)' }));
    expect(
      within(view.getByRole('grid', { name: 'Related products, chosen' })).getByRole('row', {
        name: 'Spinosaurus Life-Size Model (FG-DINO-0284-01)',
      }),
    ).toBeVisible();
  },
};

/** A locked product shows the spec's warning, and nothing can be changed or saved. */
export const Locked: Story = {
  parameters: at(verificationTokens.locked),
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    expect(view.getByText('This item is locked and cannot be processed. Contact the Developer')).toBeVisible();
    expect(view.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(view.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription('A locked item cannot be saved.');
    expect(view.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(view.queryByRole('button', { name: 'Lock Product' })).toBeNull();
  },
};

/** Lock Product asks first, locks the item and reloads it: the warning appears. */
export const LockProduct: Story = {
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await userEvent.click(view.getByRole('button', { name: 'Lock Product' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Lock this product?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Lock Product' }));
    expect(await view.findByText('This item is locked and cannot be processed. Contact the Developer')).toBeVisible();
    expect(view.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Save asks for confirmation, saying the submission cannot be undone. */
export const ConfirmDialog: Story = {
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await userEvent.click(view.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit this product?' });
    expect(dialog).toHaveTextContent('This cannot be undone');
    // The dialog fades in: its buttons are visible once the entering state is over.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeVisible());
  },
};

export const Submitting: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'POST /api/product/store-product-verification'));
  },
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    const dialog = await confirmation(view);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByRole('button', { name: 'Submitting…' })).toBeVisible();
    // A dialog waiting on a request never locks the user in.
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Submitting succeeds: the spec's toast, and the link now says it is done. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    const dialog = await confirmation(view);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await (await toasts()).findByText('Product successfully verified.')).toBeVisible();
    expect(await view.findByRole('heading', { level: 1, name: 'Product verified' })).toBeVisible();
  },
};

/** Submit requests seen by the story below. */
const submitted: string[] = [];

/** Two presses of Submit in the same tick send one request. */
export const SubmitSentOnce: Story = {
  beforeEach: ({ msw }) => {
    submitted.length = 0;
    // Counts and falls through to the normal handler (a resolver that returns nothing lets the next one answer).
    msw.use(
      http.post(/\/api\/product\/store-product-verification$/, ({ request }) => {
        submitted.push(request.url);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    const dialog = await confirmation(view);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    submit.click();
    submit.click();
    expect(await view.findByRole('heading', { level: 1, name: 'Product verified' })).toBeVisible();
    expect(submitted).toHaveLength(1);
  },
};

/** A 422: the danger toast lists the first message of each field, and the tabs with errors say so. */
export const ServerValidationError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      scenario('validation-error', 'POST /api/product/store-product-verification', {
        errors: {
          'info.product_id': ['The product id has already been taken.', 'second'],
          'related.0': ['The selected value is invalid.'],
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    const dialog = await confirmation(view);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    const region = await toasts();
    const toast = await region.findByText('Product verification failed.');
    const lines = Array.from(toast.parentElement?.children ?? []).map((line) => line.textContent);
    expect(lines).toEqual([
      'Product verification failed.',
      'The product id has already been taken.',
      'The selected value is invalid.',
    ]);
    expect(view.getByRole('tab', { name: 'Information (1 error)' })).toHaveAttribute('aria-selected', 'true');
    expect(view.getByRole('tab', { name: 'Related and recommended (1 error)' })).toBeVisible();
    expect(view.getByRole('textbox', { name: 'Product ID' })).toHaveAccessibleDescription(
      'Spaces become hyphens. The product id has already been taken.',
    );
  },
};

/** Opening the same link after it was submitted says it is done. */
export const AlreadyVerified: Story = {
  parameters: at(verificationTokens.verified),
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    expect(await view.findByRole('heading', { level: 1, name: 'Product verified' })).toBeVisible();
    expect(view.getByText(/was verified on 10 Nov 2026/)).toHaveTextContent(
      'Animatronic T-Rex Head (AN-TREX-0904-01) was verified on 10 Nov 2026. There is nothing more to do with this link.',
    );
  },
};

/** What was typed before a reload comes back from the session's draft. */
export const DraftRestored: Story = {
  parameters: at(verificationTokens.partial),
  beforeEach: () => {
    sessionStorage.setItem(
      `verify-product-draft:${verificationTokens.partial}`,
      JSON.stringify({
        info: {
          product_id: 'FG-PIRA-0903-01',
          parent_code: 'FG-PIRA-0903',
          title: 'Pirate Ship Bow, typed before the reload',
          description: '',
          volume: null,
          weight_net: null,
          weight_gross: null,
          dimension_length: 380,
          dimension_width: 95,
          dimension_height: null,
        },
        categories: [],
        removedImageIds: [],
        restricted: [],
        excempted: [],
        related: [],
        recommended: [],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    expect(view.getByRole('textbox', { name: 'Title' })).toHaveValue('Pirate Ship Bow, typed before the reload');
    expect(view.getByRole('textbox', { name: 'Width (cm)' })).toHaveValue('95');
    await waitFor(() => expect(view.getByRole('tab', { name: 'Category (missing)' })).toBeVisible());
  },
};

/** The server refuses the token when submitting (403): the failure toast gives its reason. */
export const SubmitRefusedToken: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('forbidden', 'POST /api/product/store-product-verification'));
  },
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    const dialog = await confirmation(view);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    const toast = await (await toasts()).findByText('Product verification failed.');
    const lines = Array.from(toast.parentElement?.children ?? []).map((line) => line.textContent);
    expect(lines).toEqual(['Product verification failed.', 'This action is unauthorized.']);
    // Nothing typed is lost: the form is still there to try again.
    expect(view.getByRole('textbox', { name: 'Title' })).toHaveValue('Spinosaurus on Rock Base');
  },
};

/** The catalogue search fails: its error shows with Retry, which searches again. */
export const RelatedSearchError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/product', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const view = await loaded(canvasElement);
    await tab(canvasElement, 'Related and recommended');
    expect(await view.findByRole('alert')).toHaveTextContent('We could not search the catalogue');
    await userEvent.click(view.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(view.queryByRole('alert')).toBeNull());
  },
};
