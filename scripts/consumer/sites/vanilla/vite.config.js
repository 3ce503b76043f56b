// The site compiles its own styles with vanilla-extract; the package's built modules must not be taken for them.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [vanillaExtractPlugin()] });
