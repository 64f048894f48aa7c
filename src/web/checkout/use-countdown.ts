import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `until` (ISO time), updated every second; 0 once it has passed. Until
 * the browser has taken the page over it counts from `readAt`, the time the data was read: the
 * server's render and the browser's first one then show the same time left (the data's read
 * time travels with the page), and the browser's clock takes over right after.
 */
export function useCountdown(until: string, readAt: number): number {
  const end = Date.parse(until);
  const [now, setNow] = useState(readAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, end - now);
}

/** 1_712_000 → "28:32". */
export function minutesAndSeconds(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const seconds = String(total % 60).padStart(2, '0');
  return `${Math.floor(total / 60)}:${seconds}`;
}
