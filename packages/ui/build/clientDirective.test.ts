import { describe, expect, it } from 'vitest';
import { needsClientDirective } from './clientDirective.ts';

describe('needsClientDirective', () => {
  it('marks a module that imports a stateful React API or React Aria', () => {
    expect(needsClientDirective('import { useState, useId } from "react";\nexport const A = 1;')).toBe(true);
    expect(needsClientDirective('import { createContext } from "react";')).toBe(true);
    expect(needsClientDirective('import { Button as B } from "react-aria-components";')).toBe(true);
    expect(needsClientDirective('import { useFocusRing } from "react-aria";')).toBe(true);
    expect(needsClientDirective('import { createPortal } from "react-dom";')).toBe(true);
  });

  it('marks a module that calls a hook of its own package', () => {
    expect(needsClientDirective('import { useTable } from "./useTable.js";\nconst t = useTable(rows);')).toBe(true);
  });

  it('leaves a module that renders with server-safe APIs only', () => {
    const badge = [
      'import { jsx } from "react/jsx-runtime";',
      'import { cloneElement, useId } from "react";',
      'import * as styles from "./Badge.styles.js";',
      'export function Badge() { const id = useId(); return cloneElement(x, { id }); }',
    ].join('\n');
    expect(needsClientDirective(badge)).toBe(false);
    expect(needsClientDirective('export const vars = { color: { brand: "var(--factory-color-brand)" } };')).toBe(false);
  });

  it('does not take a property named like a hook for a call', () => {
    expect(needsClientDirective('const x = options.useGrouping(1);')).toBe(false);
  });
});
