import { useEffect, useRef, useState } from 'react';

// spec §9: the receipt or invoice opens 5000 ms after the click
const OPEN_DELAY_MS = 5000;

interface ReceiptButtonProps {
  url: string;
  label: 'Rechnung einsehen' | 'Quittung einsehen';
}

/** spec §2: opens the provider's invoice or receipt in a new tab after a 5 second delay. */
export function ReceiptButton({ url, label }: ReceiptButtonProps) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const start = () => {
    const startedAt = Date.now();
    setSecondsLeft(OPEN_DELAY_MS / 1000);
    const tick = window.setInterval(() => {
      setSecondsLeft(Math.max(1, Math.ceil((OPEN_DELAY_MS - (Date.now() - startedAt)) / 1000)));
    }, 250);
    const open = window.setTimeout(() => {
      window.clearInterval(tick);
      window.open(url, '_blank', 'noopener');
      setSecondsLeft(0);
    }, OPEN_DELAY_MS);
    timers.current.push(tick, open);
  };
  const counting = secondsLeft !== null && secondsLeft > 0;
  const document = label === 'Rechnung einsehen' ? 'Rechnung' : 'Quittung';

  return (
    <div className="receipt-action">
      <button type="button" className="btn btn-outline-primary btn-lg" disabled={counting} onClick={start}>
        {counting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {label}
      </button>
      <p className="receipt-status" role="status">
        {counting && `Die ${document} öffnet sich in ${secondsLeft} Sekunden in einem neuen Tab …`}
        {secondsLeft === 0 && (
          // a popup blocker may have stopped the delayed tab; the link always works
          <>
            Kein neuer Tab?{' '}
            <a href={url} target="_blank" rel="noopener">
              {document} direkt öffnen
            </a>
          </>
        )}
      </p>
    </div>
  );
}
