// A prerendered form can be typed into before React hydrates it: React keeps the text in the fields, but the form's
// state does not know it, so a send would go without it. The form takes it over as it hydrates.
import { type RefObject, startTransition, useEffect, useState } from 'react';

/** The named text fields that are not empty (`fieldValue` reads a field of the form by its name). */
export function typedBeforeHydration<Name extends string>(
  names: readonly Name[],
  fieldValue: (name: Name) => string | undefined,
): Partial<Record<Name, string>> {
  const typed: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = fieldValue(name);
    if (value) typed[name] = value;
  }
  return typed;
}

/**
 * False while React hydrates the form in `box`, true after; in the same render, what was typed into the `names`
 * fields meanwhile is handed to `take`, so a button enabled by `hydrated` never sends without it. A transition: a
 * part of the form still waiting for its code (the landing's region select) keeps its HTML meanwhile instead of
 * being replaced by its fallback.
 */
export function useHydratedKeepingTyped<Name extends string>(
  box: RefObject<HTMLElement | null>,
  names: readonly Name[],
  take: (typed: Partial<Record<Name, string>>) => void,
): boolean {
  const [hydrated, setHydrated] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as hydration ends; the fields are read from the page.
  useEffect(() => {
    const field = (name: Name) =>
      box.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)?.value;
    const typed = typedBeforeHydration(names, field);
    startTransition(() => {
      if (Object.keys(typed).length > 0) take(typed);
      setHydrated(true);
    });
  }, []);
  return hydrated;
}
