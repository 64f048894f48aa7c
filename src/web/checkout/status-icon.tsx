const PATHS = {
  success: 'M6.5 12.5l3.8 3.8L17.5 8.5',
  warning: 'M12 6.5v7M12 17.5v.01',
  error: 'M8 8l8 8M16 8l-8 8',
} as const;

/** The round mark above a result: a tick, an exclamation mark or a cross. Decorative. */
export function StatusIcon({ kind }: { kind: keyof typeof PATHS }) {
  return (
    <span className={`status-icon status-icon-${kind}`}>
      <svg viewBox="0 0 24 24" width="44" height="44" aria-hidden="true" focusable="false">
        <path
          d={PATHS[kind]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
