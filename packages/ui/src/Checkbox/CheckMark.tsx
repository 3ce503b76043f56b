/** The mark inside a checked box (Checkbox, NativeCheckboxGroup): a tick, or a dash while indeterminate. */
export function CheckMark({ className, isIndeterminate = false }: { className: string; isIndeterminate?: boolean }) {
  return (
    <svg viewBox="0 0 18 18" className={className} aria-hidden="true">
      {isIndeterminate ? <path d="M4 9h10" /> : <path d="M3.5 9.5l3.5 3.5 7.5-8" />}
    </svg>
  );
}
