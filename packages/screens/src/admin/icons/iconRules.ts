// The icon manager's rules in plain TypeScript.
import { uploadLimits } from '@factory/api';
import type { UploadRules } from '../../shared/upload/index.ts';

/** Icons are SVG drawings only (raster pictures belong in the file manager); @factory/api's limit. */
export const iconUploadRules: UploadRules = { limit: uploadLimits.icon, types: 'SVG drawings' };

/** Said after the limits: what the server does to a drawing. */
export const iconSanitisingNote = 'Scripts, event handlers and outside references are removed on upload.';

/** The ui Icon's sizes in pixels (sm, md, lg, xl, xxl): each icon is previewed at every one. */
export const iconPreviewSizes = [16, 20, 24, 32, 48] as const;
