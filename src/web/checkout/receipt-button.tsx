import { useEffect, useRef, useState } from 'react';

// docs/shop/success-and-cancel.md#receipt-and-invoice: the receipt or invoice opens 5000 ms after
// the click
const OPEN_DELAY_MS = 5000;

interface ReceiptButtonProps {
  url: string;
  label: 'Rechnung einsehen' | 'Quittung einsehen';
}

const secondsText = (seconds: number) => (seconds === 1 ? '1 Sekunde' : `${seconds} Sekunden`);

/**
 * docs/shop/success-and-cancel.md#receipt-and-invoice: opens the shop's invoice (or, for orders paid before
 * it issued invoices, the provider's receipt) in a
 * new tab after a 5 second delay.
 */
export function ReceiptButton({ url, label }: ReceiptButtonProps) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const timers = useRef({ tick: 0, open: 0 });
  useEffect(() => {
    const current = timers.current;
    return () => {
      window.clearInterval(current.tick);
      window.clearTimeout(current.open);
    };
  }, []);

  const start = () => {
    const startedAt = Date.now();
    setSecondsLeft(OPEN_DELAY_MS / 1000);
    timers.current.tick = window.setInterval(() => {
      const left = Math.ceil((OPEN_DELAY_MS - (Date.now() - startedAt)) / 1000);
      setSecondsLeft(Math.max(1, left));
    }, 250);
    timers.current.open = window.setTimeout(() => {
      window.clearInterval(timers.current.tick);
      window.open(url, '_blank', 'noopener');
      setSecondsLeft(0);
    }, OPEN_DELAY_MS);
  };
  const counting = secondsLeft !== null && secondsLeft > 0;
  const documentName = label === 'Rechnung einsehen' ? 'Rechnung' : 'Quittung';

  return (
    <div className="receipt-action">
      <button
        type="button"
        className="btn btn-outline-primary btn-lg"
        disabled={counting}
        onClick={start}
      >
        {counting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {label}
      </button>
      <p className="receipt-status" role="status">
        {counting &&
          `Die ${documentName} öffnet sich in ${secondsText(secondsLeft)} in einem neuen Tab.`}
        {secondsLeft === 0 && (
          // a popup blocker may stop a tab opened without a click; the link always works
          <>
            Kein neuer Tab zu sehen?{' '}
            <a href={url} target="_blank" rel="noopener">
              {documentName} hier öffnen
            </a>
          </>
        )}
      </p>
    </div>
  );
}
