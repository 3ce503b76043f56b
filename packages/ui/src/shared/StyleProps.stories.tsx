import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect } from 'storybook/test';
import { Alert } from '../Alert/Alert.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { ChipInput } from '../ChipInput/ChipInput.tsx';
import { DataTable } from '../DataTable/DataTable.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { TextField } from '../Field/TextField.tsx';
import { Form } from '../Form/Form.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { LazyImage } from '../LazyImage/LazyImage.tsx';
import { Link } from '../Link/Link.tsx';
import { Pagination } from '../Pagination/Pagination.tsx';
import { Select } from '../Select/Select.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';

const buttonRef = createRef<HTMLButtonElement>();
// The site's own spacing, as a class of its own and as inline style: both must land on the block's outer element.
const site = (name: string) => ({ className: `site-${name}`, style: { marginBlockStart: 3 } });

function SitePage() {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640, padding: 24 }}>
      <Button {...site('button')} ref={buttonRef}>
        Save
      </Button>
      <Link {...site('link')} href="/docs">
        Docs
      </Link>
      <Badge {...site('badge')} count={3}>
        <Link href="/cart">Cart</Link>
      </Badge>
      <Icon {...site('icon')} name="bell" label="Alerts" />
      <Alert {...site('alert')} variant="info" title="Note">
        Shipping resumes on Monday.
      </Alert>
      <ChipInput {...site('chips')} label="Categories" options={[{ id: 1, value: 'Dragons' }]} />
      <Select {...site('select')} label="Size" items={[{ id: 's', label: 'Small' }]} />
      <Tabs {...site('tabs')} label="Sections" items={[{ id: 'a', label: 'Lights', content: <p>Lights panel</p> }]} />
      <LazyImage {...site('image')} src="" alt="Lantern" width={120} aspectRatio={1} eager />
      <DataTable
        {...site('table')}
        label="Products"
        columns={[{ key: 'name', header: 'Name' }]}
        rows={[{ id: 1, name: 'Lantern' }]}
      />
      <Pagination {...site('pager')} label="Pages" page={1} pageCount={3} onPageChange={() => {}} />
      <Card {...site('card')} title="Lanterns">
        Paper and silk.
      </Card>
      <Form {...site('form')} aria-label="Newsletter">
        <TextField {...site('field')} label="Email" />
        <Checkbox {...site('checkbox')}>Subscribe</Checkbox>
      </Form>
    </div>
  );
}

const meta = {
  title: 'Blocks/Escape hatches',
  component: SitePage,
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClassNameStyleAndRef: Story = {
  play: async ({ canvas, canvasElement }) => {
    const outer = (name: string) => canvasElement.querySelector<HTMLElement>(`.site-${name}`);
    const expected: [string, HTMLElement][] = [
      ['button', canvas.getByRole('button', { name: 'Save' })],
      ['link', canvas.getByRole('link', { name: 'Docs' })],
      ['badge', canvas.getByRole('link', { name: 'Cart 3 items' })],
      ['icon', canvas.getByRole('img', { name: 'Alerts' })],
      ['alert', canvas.getByRole('status')],
      ['chips', canvas.getByRole('combobox', { name: 'Categories' })],
      ['select', canvas.getByRole('button', { name: /Size/ })],
      ['tabs', canvas.getByRole('tablist', { name: 'Sections' })],
      ['image', canvas.getByRole('img', { name: 'Lantern' })],
      ['table', canvas.getByRole('grid', { name: 'Products' })],
      ['pager', canvas.getByRole('navigation', { name: 'Pages' })],
      ['card', canvas.getByRole('heading', { name: 'Lanterns' })],
      ['form', canvas.getByRole('form', { name: 'Newsletter' })],
      ['field', canvas.getByRole('textbox', { name: 'Email' })],
      ['checkbox', canvas.getByRole('checkbox', { name: 'Subscribe' })],
    ];
    for (const [name, element] of expected) {
      const root = outer(name);
      // The class and the style sit on the block's outermost element, around (or on) what the reader uses.
      await expect(root, name).not.toBeNull();
      await expect(root?.contains(element), name).toBe(true);
      await expect(root?.style.marginBlockStart, name).toBe('3px');
    }
    await expect(buttonRef.current).toBe(canvas.getByRole('button', { name: 'Save' }));
  },
};

export const DialogPanel: Story = {
  render: () => (
    <Dialog {...site('dialog')} title="Delivery" isOpen>
      Shipping resumes on Monday.
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = canvasElement.ownerDocument.querySelector('[role="dialog"]');
    const panel = canvasElement.ownerDocument.querySelector<HTMLElement>('.site-dialog');
    // On the panel that holds the dialog, not on the dimmed overlay.
    await expect(panel?.contains(dialog ?? null)).toBe(true);
    await expect(panel?.style.marginBlockStart).toBe('3px');
  },
};
