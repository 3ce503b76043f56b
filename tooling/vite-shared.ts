// Vite settings every build and test of this workspace shares: vanilla-extract, and resolving our
// workspace packages to their TypeScript sources through the "@factory/source" export condition (a name of our own: React Aria publishes a "source" condition to files it does not ship).
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

export const sourceConditions = {
  resolve: { conditions: ['@factory/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@factory/source', ...defaultServerConditions] } },
  // vanilla-extract compiles .css.ts files in its own SSR environment and replaces `ssr`; without this, a screen's
  // styles would read @factory/ui's built dist/ copy, whose variable names differ from the page's.
  environments: { ssr: { resolve: { conditions: ['@factory/source', ...defaultServerConditions] } } },
} satisfies UserConfig;

export const vanillaExtract = () => vanillaExtractPlugin({ identifiers: 'short' });
