/** The down-pointing chevron at the end of a select's trigger (Select, NativeSelect). */
export function Chevron({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 12 12" className={className} aria-hidden="true">
      <path d="M2 4l4 4 4-4" />
    </svg>
  );
}
