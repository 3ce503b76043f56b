import { describe, expect, it } from 'vitest';
import { needsClientDirective } from './clientDirective.ts';

describe('needsClientDirective', () => {
  it('marks a module that uses a stateful React API or React Aria', () => {
    expect(
      needsClientDirective('import { useState as e, useId as t } from "react";\nfunction A() { e(0); t(); }'),
    ).toBe(true);
    expect(needsClientDirective('import { createContext as e } from "react";\nconst C = e(null);')).toBe(true);
    expect(needsClientDirective('import { Button as e } from "react-aria-components";\nconst B = () => e;')).toBe(true);
    expect(needsClientDirective('import { createPortal as e } from "react-dom";\ne(x, y);')).toBe(true);
  });

  it('marks a module that uses a hook of its own package, under the name the build gave it', () => {
    expect(needsClientDirective('import { useMessages as e } from "../i18n/useMessages.js";\nconst t = e();')).toBe(
      true,
    );
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

  it('leaves a barrel that only passes a hook on', () => {
    const barrel =
      'import { useTranslations as e } from "./i18n/useTranslations.js";\nexport { e as useTranslations };';
    expect(needsClientDirective(barrel)).toBe(false);
  });

  it('leaves a module that imports only plain functions of its own package', () => {
    expect(needsClientDirective('import { badgeText as e } from "./badgeLogic.js";')).toBe(false);
  });
});
