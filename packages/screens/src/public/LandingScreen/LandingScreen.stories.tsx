import { loginAs, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { atPhoneSize } from '../../shared/storyViewports.ts';
import { heroImages, reasons } from '../content.ts';
import { LandingScreen } from './LandingScreen.tsx';
import { LandingNavigationProvider, type LandingNavigationSource } from './landingNavigation.tsx';
import { localMapTiles, MapTilesProvider } from './mapTiles.tsx';

/**
 * The landing moves through the story's memory router, so a play function sees where a button went ("Navigated
 * to /catalog"); the landing's own entry moves through the browser's history instead.
 */
function StoryNavigation({ children }: { children: ReactNode }) {
  const { hash, key } = useLocation();
  const navigate = useNavigate();
  const latest = useRef({ location: { hash, key }, navigate });
  const [listeners] = useState(() => new Set<() => void>());
  const [source] = useState<LandingNavigationSource>(() => ({
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    location: () => latest.current.location,
    serverLocation: () => latest.current.location,
    navigate: (href, options) => latest.current.navigate(href, options),
  }));
  useEffect(() => {
    latest.current.navigate = navigate;
    if (latest.current.location.key === key) return;
    latest.current.location = { hash, key };
    for (const listener of listeners) listener();
  }, [hash, key, navigate, listeners]);
  return <LandingNavigationProvider source={source}>{children}</LandingNavigationProvider>;
}

const meta = {
  title: 'Screens/Public/Landing',
  component: LandingScreen,
  // The hero rotates every 5000 ms: as a user who prefers reduced motion, it holds its first slide for the screenshot.
  parameters: {
    layout: 'fullscreen',
    route: { path: '/', url: '/' },
    reducedMotion: true,
    // The one-page site's stories picture the section they scrolled to.
    screenshot: { keepScroll: true },
  },
  // The footer's map loads once its box is within a screen of the viewport: where a story scrolled that far, the
  // picture waits for the map's tiles (the map may be in it, even behind a dialog).
  afterEach: async ({ canvas }) => {
    // The map's box sits right above its keyboard hint; it loads when within a screen's height of the viewport.
    const box = canvas.queryByText(/Use the arrow keys to move the map/)?.previousElementSibling;
    const place = box?.getBoundingClientRect();
    if (!place || place.top > 2 * window.innerHeight || place.bottom < -window.innerHeight) return;
    const map = await canvas.findByRole('region', { name: 'Map of our factory', hidden: true }, { timeout: 5000 });
    await tilesLoaded(map);
  },
  // The footer map draws the mocks' local tiles: no story reaches an internet tile server.
  decorators: [
    (Story) => (
      <MapTilesProvider tiles={localMapTiles}>
        <StoryNavigation>
          <Story />
        </StoryNavigation>
      </MapTilesProvider>
    ),
  ],
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const navLabels = ['Home', 'Our specialties', 'Our processes', 'Work with us', 'About', 'Become a partner'];

/** The section nav, once the session check has settled (the Log in button or the Catalog link is there). */
const sectionNav = () => screen.getByRole('navigation', { name: 'Sections' });

export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    // The file's first story also waits for the mock worker's first answer (the session check) on a cold start.
    await expect(await canvas.findByRole('button', { name: 'Become our partner' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    const links = within(sectionNav()).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(navLabels);
    await expect(within(sectionNav()).queryByRole('link', { name: 'Catalog' })).toBeNull();
    // `/` is replaced by `/#home`: the Home anchor is the current location.
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'location'));
    await expect(canvas.queryByRole('button', { name: 'Browse our catalog' })).toBeNull();
  },
};

export const LoggedIn: Story = {
  beforeEach: () => {
    loginAs('customer');
  },
  play: async ({ canvas }) => {
    const browse = await canvas.findByRole('button', { name: 'Browse our catalog' });
    await expect(within(sectionNav()).getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/catalog');
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Become our partner' })).toBeNull();
    await expect(browse).toBeVisible();
  },
};

/** A logged-in customer's hero button goes to the catalog. */
export const BrowseCatalog: Story = {
  beforeEach: () => {
    loginAs('customer');
  },
  play: async ({ canvas }) => {
    const browse = await canvas.findByRole('button', { name: 'Browse our catalog' });
    browse.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Navigated to /catalog'));
  },
};

/** Opened on `#processes`: the page scrolls there, so the steps and the claims are in the picture. */
export const Sections: Story = {
  parameters: { route: { path: '/', url: '/#processes' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Become our partner' });
    for (const title of ['Fiberglass decorations', 'Lighting', 'Animatronics', 'Themed projects']) {
      await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    // The 8 process steps, in the spec's order.
    const steps = within(canvas.getByRole('region', { name: 'Our processes' })).getAllByRole('listitem');
    await expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Concept',
      '3D Modeling',
      'Sculpting',
      'Molding',
      'Assembly',
      'Sanding (Primer)',
      'Painting (Final)',
      'Packing',
    ]);
    // Every claim of spec §1, word for word.
    const claims = within(canvas.getByRole('region', { name: reasons.title })).getAllByRole('listitem');
    await expect(claims.map((claim) => claim.textContent)).toEqual([
      '400 containers shipped yearly',
      '500 employees',
      'over 4000 fiberglass products',
      'over 2000 lighting products',
      'a 300,000 sq ft factory',
      'exports to seven continents',
    ]);
    const about = canvas.getByRole('region', { name: 'About us' });
    await expect(within(about).getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    await expect(within(about).getByRole('heading', { name: 'Our vision' })).toBeInTheDocument();
  },
};

/** The nav by keyboard: Enter on an anchor scrolls its section into view and moves focus into it. */
export const NavigateToSection: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Become our partner' });
    const about = canvas.getByRole('link', { name: 'About' });
    about.focus();
    await userEvent.keyboard('{Enter}');
    const section = canvas.getByRole('region', { name: 'About us' });
    await waitFor(() => expect(section).toHaveFocus());
    await expect(about).toHaveAttribute('aria-current', 'location');
    // The section's top sits just below the sticky header.
    const header = canvas.getByRole('banner').getBoundingClientRect();
    await waitFor(() => expect(Math.round(section.getBoundingClientRect().top)).toBe(Math.round(header.bottom)));
  },
};

export const HeroScroller: Story = {
  parameters: { reducedMotion: false },
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('region', { name: 'Our work' });
    const slides = within(scroller).getAllByRole('group', { hidden: true });
    await expect(slides).toHaveLength(8);
    await expect(heroImages).toHaveLength(8);
    await expect(within(slides[0] as HTMLElement).getByRole('img', { name: 'Fiberglass dinosaurs' })).toBeVisible();
    // Stop the rotation first (its button comes first, as the carousel pattern asks), then step by keyboard.
    within(scroller).getByRole('button', { name: 'Stop automatic slide show' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(scroller).getByRole('button', { name: 'Next slide' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(slides[1]).not.toHaveAttribute('aria-hidden', 'true'));
    await expect(within(slides[1] as HTMLElement).getByRole('img', { name: 'Lantern festivals' })).toBeInTheDocument();
  },
};

/** The hero button of a visitor leads to the partner form. */
export const BecomeOurPartner: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Become our partner' }));
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Become a partner' })).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Become a partner' })).toHaveAttribute('aria-current', 'location');
  },
};

/** Sends the form with Enter from the email field (implicit submission). */
async function submitPartnerForm(form: ReturnType<typeof within>) {
  form.getByRole('textbox', { name: 'Email' }).focus();
  await userEvent.keyboard('{Enter}');
}

/** Fills the partner form by keyboard: email, company, region Europe, comment. */
async function fillPartnerForm() {
  const form = within(screen.getByRole('form', { name: 'Become a partner' }));
  await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'buyer@parks.example');
  await userEvent.tab();
  await userEvent.keyboard('Adventure Parks Ltd');
  await userEvent.tab();
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await screen.findByRole('listbox');
  await expect(
    within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Asia', 'Africa', 'Australia', 'Europe', 'North America', 'South America']);
  await userEvent.keyboard('Europe');
  await userEvent.keyboard('{Enter}');
  await userEvent.type(form.getByRole('textbox', { name: 'Comment' }), 'We run three parks in Spain.');
  return form;
}

export const PartnerSuccess: Story = {
  parameters: { route: { path: '/', url: '/#become-a-partner' } },
  play: async () => {
    const form = within(screen.getByRole('form', { name: 'Become a partner' }));
    // Region starts on Asia (spec §5).
    await expect(form.getByRole('button', { name: /Region/ })).toHaveTextContent('Asia');
    await fillPartnerForm();
    await expect(form.getByRole('button', { name: /Region/ })).toHaveTextContent('Europe');
    await expect(form.getByRole('button', { name: 'Send application' })).toBeVisible();
    await submitPartnerForm(form);
    const dialog = await screen.findByRole('dialog', { name: 'Thank you for your application' });
    await expect(dialog).toHaveTextContent('Your application is under review.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The form is cleared, region back to Asia.
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    await expect(form.getByRole('button', { name: /Region/ })).toHaveTextContent('Asia');
  },
};

export const PartnerServerError: Story = {
  parameters: { route: { path: '/', url: '/#become-a-partner' } },
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'POST /api/email-registration'));
  },
  play: async () => {
    const form = await fillPartnerForm();
    await submitPartnerForm(form);
    // The server's message (errors.data.message) in an alert; nothing typed is lost.
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent('Server Error');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('buyer@parks.example');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const PartnerValidation: Story = {
  parameters: { route: { path: '/', url: '/#become-a-partner' } },
  play: async () => {
    const form = within(screen.getByRole('form', { name: 'Become a partner' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await submitPartnerForm(form);
    // The server's 422 messages land on their fields (spec §5 texts); the alert carries its summary.
    await expect(await form.findByRole('alert')).toHaveTextContent('Enter a valid email address');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    await expect(form.getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription(
      'Input must not be empty.',
    );
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('not-an-email');
  },
};

export const Disclaimer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disclaimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disclaimer' });
    // The text comes with the dialog's chunk, a render after the dialog itself.
    await waitFor(() => expect(dialog).toHaveTextContent('Nothing on this website is an offer'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Disclaimer' })).toHaveFocus());
  },
};

export const Privacy: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Privacy statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy statement' });
    await waitFor(() => expect(dialog).toHaveTextContent('partner application'));
  },
};

/** Scrolls down to the footer's address, which brings the map in (it loads near the screen), and centres the map. */
async function scrollToMap(canvas: ReturnType<typeof within>) {
  canvas.getByText('88 Dinosaur Valley Road').scrollIntoView({ block: 'center' });
  const map = await canvas.findByRole('region', { name: 'Map of our factory' }, { timeout: 5000 });
  map.scrollIntoView({ block: 'center' });
  return map;
}

/** Tile images of the map, and the zoom level their URLs name. */
const tileZooms = (map: HTMLElement) =>
  [...map.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((tile) =>
    Number(tile.src.split('/tiles/')[1]?.split('/')[0]),
  );

/** Waits until every tile in view has loaded, so the picture is complete. */
const tilesLoaded = (map: HTMLElement) =>
  waitFor(() => {
    const tiles = [...map.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((tile) => tile.complete && tile.classList.contains('leaflet-tile-loaded'))).toBe(true);
  });

export const FactoryMap: Story = {
  name: 'Map',
  play: async ({ canvas }) => {
    const map = await scrollToMap(canvas);
    // The address is text too, not only a picture.
    await expect(canvas.getByText('88 Dinosaur Valley Road')).toBeVisible();
    await tilesLoaded(map);
    // Zoom 18 (spec §4), tiles from the local mock server.
    await expect(new Set(tileZooms(map))).toEqual(new Set([18]));
    await expect(map.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(/^\/media\/tiles\/18\//);
    // One tab stop, named, with a keyboard hint.
    map.focus();
    await expect(map).toHaveFocus();
    await expect(map).toHaveAccessibleDescription(/arrow keys/);
  },
};

export const MapMinimumZoom: Story = {
  play: async ({ canvas }) => {
    const map = await scrollToMap(canvas);
    await tilesLoaded(map);
    const zoomOut = within(map).getByRole('button', { name: 'Zoom out' });
    zoomOut.focus();
    // Ten steps out by keyboard from 18 reach the minimum zoom, 8 (spec §4); there the control is disabled.
    for (let zoom = 17; zoom >= 8; zoom--) {
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(new Set(tileZooms(map))).toEqual(new Set([zoom])));
    }
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await tilesLoaded(map);
    await expect(new Set(tileZooms(map))).toEqual(new Set([8]));
  },
};

export const LoginDialog: Story = {
  play: async ({ canvas }) => {
    const open = await canvas.findByRole('button', { name: 'Log in' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const login = within(dialog);
    await waitFor(() => expect(login.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await expect(login.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(login.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(login.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LoginDialogServerError: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Log in' }));
    const login = within(await screen.findByRole('dialog', { name: 'Log in' }));
    await userEvent.keyboard('customer@example.com');
    await userEvent.type(login.getByLabelText('Password'), 'wrong');
    await userEvent.keyboard('{Enter}');
    await expect(await login.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
  },
};

/**
 * On a phone the section links and Log in sit behind the Menu button (disclosure navigation); the current section
 * stays marked, and choosing a section closes the menu and moves focus there.
 */
export const PhoneMenu: Story = {
  ...atPhoneSize,
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Become our partner' });
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(canvas.queryByRole('navigation', { name: 'Sections' })).toBeNull();
    expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = within(sectionNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(navLabels);
    expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'location');
    expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'About' }));
    await waitFor(() => expect(canvas.getByRole('region', { name: 'About us' })).toHaveFocus());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On a phone, Escape closes the open menu and returns focus to its button. */
export const PhoneMenuEscape: Story = {
  ...atPhoneSize,
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Become our partner' });
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.tab();
    expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveFocus();
    expect(canvas.queryByRole('navigation', { name: 'Sections' })).toBeNull();
    // Closed, the header is one row.
    expect(canvas.getByRole('banner').getBoundingClientRect().height).toBeLessThanOrEqual(73);
  },
};
