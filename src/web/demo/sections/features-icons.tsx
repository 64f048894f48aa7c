// Line icons drawn for the kit (24 × 24, stroked in the text colour).
const ICONS = {
  bolt: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  shield: <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6zm-3 9 2 2 4-4" />,
  chart: <path d="M4 20V10m6 10V4m6 16v-7m6 7H2" />,
  users: (
    <path d="M9 11.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20c0-3.5 2.7-6 6-6s6 2.5 6 6m1-15.5a3.5 3.5 0 0 1 0 7m2 2.5c2 .8 3 2.8 3 6" />
  ),
  cloud: <path d="M7 18h10a4 4 0 0 0 .6-8A6 6 0 0 0 6 9.5 4.3 4.3 0 0 0 7 18z" />,
  bell: <path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zm4 5h4" />,
  calendar: (
    <path d="M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm-2 5h18M8 3v4m8-4v4" />
  ),
  lock: (
    <path d="M7 11h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2zm1 0V8a4 4 0 0 1 8 0v3" />
  ),
  chat: <path d="M4 5h16v11H9l-5 4z" />,
  globe: (
    <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c3 3.5 3 14.5 0 18m0-18c-3 3.5-3 14.5 0 18" />
  ),
  layers: <path d="m12 3 9 5-9 5-9-5zm-9 10 9 5 9-5" />,
  check: <path d="m5 12 5 5 9-10" />,
} as const;

export type IconName = keyof typeof ICONS;

export function FeatureIcon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ICONS[name]}
    </svg>
  );
}
