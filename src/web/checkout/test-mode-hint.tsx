import { TEST_CARD_DECLINED, TEST_CARD_OK } from '../../domain/test-cards';

/** Explains the simulated provider's cards, like a hosted checkout in test mode does. */
export function TestModeHint({ onUseTestCard }: { onUseTestCard: () => void }) {
  return (
    <div className="test-mode-hint">
      <p className="mb-1">
        <strong>Testmodus:</strong> Es wird kein Geld abgebucht. Zahle mit der Testkarte{' '}
        <span className="text-nowrap font-monospace">{TEST_CARD_OK}</span>, beliebigem Ablaufdatum
        in der Zukunft und beliebiger Prüfziffer.
      </p>
      <p className="mb-2 small">
        Mit <span className="text-nowrap font-monospace">{TEST_CARD_DECLINED}</span> wird die
        Zahlung abgelehnt.
      </p>
      <button type="button" className="btn btn-sm btn-outline-dark" onClick={onUseTestCard}>
        Testkarte einsetzen
      </button>
    </div>
  );
}
