// React Aria's heavier controls on the landing page (the modal dialog, the region select with its list box and
// popover) and the legal texts its dialogs show, in a chunk of their own: the page hydrates without them, and this
// chunk is fetched when a control is about to be used.
import type { RegionCode } from '@factory/api';
import { Select, Stack, Text } from '@factory/ui';
import { type LegalTextName, legal } from '../legalContent.ts';
import { regionOptions } from './landingLogic.ts';

export { Dialog } from '@factory/ui';

interface RegionSelectProps {
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

/** The paragraphs of a legal text (disclaimer, privacy statement). */
export function LegalText({ name }: { name: LegalTextName }) {
  return (
    <Stack gap="md">
      {legal[name].map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
    </Stack>
  );
}
