import { type ReactNode, StrictMode } from 'react';
import { I18nProvider } from 'react-aria-components';

/**
 * What wraps every page, prerendered or hydrated alike: the product's texts are English (the spec), so the blocks'
 * built-in texts and number formats are pinned to it rather than following the reader's browser, which would also
 * make a German browser's hydration differ from the prerendered HTML.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider locale="en-US">{children}</I18nProvider>
    </StrictMode>
  );
}
