/** The Hofladen honeycomb mark; decorative, the brand name is always written next to it. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path d="M20 2l15.6 9v18L20 38 4.4 29V11z" fill="#e0a526" />
      <path d="M20 9l9.5 5.5v11L20 31l-9.5-5.5v-11z" fill="#fbe7b5" />
      <path
        d="M20 13.5c2.6 0 4.5 2 4.5 4.4 0 3.2-4.5 7.6-4.5 7.6s-4.5-4.4-4.5-7.6c0-2.4 1.9-4.4 4.5-4.4z"
        fill="#4f6b3a"
      />
    </svg>
  );
}
