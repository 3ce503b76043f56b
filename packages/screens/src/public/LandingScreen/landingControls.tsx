// React Aria's heavier controls on the landing page (the modal dialog, the region select with its list box and
// popover), in a chunk of their own: the page's entry hydrates without them, this chunk follows at once.
import type { RegionCode } from '@factory/api';
import { Select } from '@factory/ui';
import { regionOptions } from './landingLogic.ts';

export { Dialog } from '@factory/ui';

export interface RegionSelectProps {
  label: string;
  value: RegionCode;
  onChange: (region: RegionCode) => void;
}

/** The partner form's region (spec §5: Asia first and by default). */
export function RegionSelect({ label, value, onChange }: RegionSelectProps) {
  return (
    <Select
      label={label}
      name="region"
      items={regionOptions}
      value={value}
      onChange={(key) => onChange(key as RegionCode)}
    />
  );
}
