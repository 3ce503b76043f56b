import { describe, expect, it } from 'vitest';
import { type BuiltModule, layerOrder, layers, stylesheet } from './stylesheets.ts';

// Button, and a Dialog built on it whose styles override the Button's; the theme contract has no CSS.
const graph = new Map<string, BuiltModule>([
  ['theme/contract.styles.js', { imports: [], css: '' }],
  ['Button/Button.styles.js', { imports: ['theme/contract.styles.js'], css: '.button{color:teal}' }],
  ['Button/Button.js', { imports: ['Button/Button.styles.js'], css: '' }],
  ['Dialog/Dialog.styles.js', { imports: ['theme/contract.styles.js'], css: '.close{color:red}' }],
  ['Dialog/Dialog.js', { imports: ['Dialog/Dialog.styles.js', 'Button/Button.js'], css: '' }],
]);
const blocksLayer = (id: string) => `blocks-${layers(graph).get(id)}`;

describe('stylesheet', () => {
  it("puts a composite block's rules in a later layer than those of the block it renders", () => {
    expect(layers(graph)).toEqual(
      new Map([
        ['Button/Button.styles.js', 2],
        ['Dialog/Dialog.styles.js', 3],
      ]),
    );
  });

  it("holds the block's rules and those of the blocks it is built from, each once", () => {
    expect(stylesheet(graph, ['Dialog/Dialog.js'], blocksLayer)).toBe(
      '@layer factory.blocks-2{.button{color:teal}}\n@layer factory.blocks-3{.close{color:red}}',
    );
    expect(stylesheet(graph, ['Button/Button.js'], blocksLayer)).toBe('@layer factory.blocks-2{.button{color:teal}}');
  });

  it('leaves out what the filter drops', () => {
    expect(stylesheet(graph, ['Dialog/Dialog.js'], blocksLayer, (id) => !id.startsWith('Button/'))).toBe(
      '@layer factory.blocks-3{.close{color:red}}',
    );
  });

  it('declares the layers in one order for every file', () => {
    expect(layerOrder(['theme', 'reset'], 2)).toBe(
      '@layer factory.theme, factory.reset, factory.blocks-0, factory.blocks-1, factory.blocks-2;',
    );
  });
});
