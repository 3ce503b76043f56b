// Small inline glyphs shared by Alert, Toast and Dialog, so these blocks do not depend on an icon set.

/** Tones with a status glyph: tick, cross, exclamation, "i". */
type StatusTone = 'success' | 'danger' | 'warning' | 'info';

const statusPaths: Record<StatusTone, string> = {
  success: 'M6 10.5l2.5 2.5L14 7.5',
  danger: 'M7 7l6 6M13 7l-6 6',
  warning: 'M10 5.5v5.5M10 14v.5',
  info: 'M10 9v5.5M10 5.5v.5',
};

/** A ringed glyph per tone, so the meaning does not rest on colour alone. Decorative. */
export function StatusGlyph({ tone, className }: { tone: StatusTone; className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={className}>
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d={statusPaths[tone]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The "×" of close buttons. Decorative: the button carries the name. */
export function CloseGlyph({ size = 14 }: { size?: number }) {
  return (
    <svg viewBox="0 0 16 16" width={size} height={size} aria-hidden="true">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
