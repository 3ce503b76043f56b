// The theme's tokens as the docs show them: read from the contract and the themes themselves, so the page cannot
// drift from the CSS the package ships.
import { brandTokens } from '../src/theme/brand.css.ts';
import { vars } from '../src/theme/contract.css.ts';
import { darkColors } from '../src/theme/dark.css.ts';

/** `var(--factory-color-brand)` → `--factory-color-brand`. */
const propertyOf = (reference: string) => reference.replace(/^var\((--[^)]+)\)$/, '$1');

const cell = {
  padding: '6px 12px',
  borderBottom: '1px solid var(--factory-color-border)',
  textAlign: 'start',
} as const;

/** One group of the contract (`color`, `space`…): each token's custom property and its light (and dark) value. */
export function TokenTable({ group }: { group: keyof typeof vars }) {
  const references = vars[group] as Record<string, string>;
  const light = brandTokens[group] as Record<string, string>;
  const dark = group === 'color' ? (darkColors as Record<string, string>) : undefined;
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          <th style={cell}>Token</th>
          <th style={cell}>Custom property</th>
          <th style={cell}>Light</th>
          {dark && <th style={cell}>Dark</th>}
        </tr>
      </thead>
      <tbody>
        {Object.entries(references).map(([name, reference]) => (
          <tr key={name}>
            <td style={cell}>{`vars.${group}.${name}`}</td>
            <td style={cell}>
              <code>{propertyOf(reference)}</code>
            </td>
            <td style={cell}>
              <Value group={group} value={light[name] ?? ''} />
            </td>
            {dark && (
              <td style={cell}>
                <Value group={group} value={dark[name] ?? ''} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Value({ group, value }: { group: string; value: string }) {
  if (group !== 'color') return <code>{value}</code>;
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <span
        aria-hidden="true"
        style={{ width: 20, height: 20, borderRadius: 4, background: value, border: '1px solid #7b8794' }}
      />
      <code>{value}</code>
    </span>
  );
}
