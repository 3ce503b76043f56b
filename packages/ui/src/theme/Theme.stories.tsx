import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect } from 'storybook/test';
import { Alert, alertVariants } from '../Alert/Alert.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button, buttonVariants } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { TextField } from '../Field/TextField.tsx';
import { Link } from '../Link/Link.tsx';
import { Pagination } from '../Pagination/Pagination.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import { darkColors } from './dark.css.ts';

/** A sample of the blocks in every colour role: buttons, alerts, a field, tabs, a pager, a badge. */
function Sample({ style, className }: { style?: CSSProperties; className?: string }) {
  return (
    <div className={className} style={{ display: 'grid', gap: 16, padding: 24, maxWidth: 640, ...style }}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {buttonVariants.map((variant) => (
          <Button key={variant} variant={variant}>
            {`Button ${variant}`}
          </Button>
        ))}
        <Badge count={3}>
          <Link href="/cart">Cart</Link>
        </Badge>
      </div>
      {alertVariants.map((variant) => (
        <Alert key={variant} variant={variant} title={`Alert ${variant}`}>
          Text on the alert's background.
        </Alert>
      ))}
      <TextField label="Name" description="As on the invoice" />
      <Checkbox>Subscribe</Checkbox>
      <Tabs
        label="Sections"
        items={[
          { id: 'a', label: 'Lights', content: <p>Lights panel</p> },
          { id: 'b', label: 'Figures', content: <p>Figures panel</p> },
        ]}
      />
      <Pagination label="Pages" page={2} pageCount={5} onPageChange={() => {}} />
    </div>
  );
}

const meta = {
  title: 'Blocks/Theme',
  component: Sample,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Sample>;

export default meta;
type Story = StoryObj<typeof meta>;

const customProperty = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name).trim();

/** `data-theme="dark"` on <html>: every block in the dark colours, each text pair checked for contrast by axe. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(customProperty(document.documentElement, '--factory-color-surface')).toBe(darkColors.surface);
    // The page itself turns dark (the reset paints the body from the theme), not only the blocks.
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 24, 31)');
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Button primary' })).backgroundColor).toBe(
      'rgb(108, 195, 222)',
    );
  },
};

/** A site's brand change from plain CSS: one custom property, no vanilla-extract, no fork. */
/** A brand change from plain CSS, for both themes: a site's own stylesheet, no build step of ours. */
const plumBrand = `.plum-brand { --factory-color-brand: #7a1f5c; }
[data-theme='dark'] .plum-brand { --factory-color-brand: #e9a5d3; }`;

export const BrandFromPlainCss: Story = {
  render: () => (
    <>
      <style>{plumBrand}</style>
      <Sample className="plum-brand" />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Button primary' })).backgroundColor).toBe(
      'rgb(122, 31, 92)',
    );
  },
};
