const PATHS = {
  success: 'M7 12.5l3.2 3.2L17 9',
  warning: 'M12 7.5v5.5M12 16.5v.01',
  error: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
} as const;

/** The round mark above a result: a tick, an exclamation mark or a cross. Decorative. */
export function StatusIcon({ kind }: { kind: keyof typeof PATHS }) {
  return (
    <span className={`status-icon status-icon-${kind}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
        <path
          d={PATHS[kind]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
