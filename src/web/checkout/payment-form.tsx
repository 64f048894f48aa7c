import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type BuyerField,
  type BuyerForm,
  type BuyerProblems,
  buyerFieldOf,
  buyerFromForm,
  emptyBuyerForm,
  noBuyerProblems,
} from '../../domain/buyer-form';
import { fieldProblems, hasProblems } from '../../domain/form-problems';
import { formatEuro } from '../../domain/money';
import { type BuyerRules, simulatedPayment } from '../../domain/payment-schema';
import { TEST_CARD_OK } from '../../domain/test-cards';
import { paySimulated } from '../api/checkout';
import { ApiError, hasStatus } from '../api/client';
import { TextField } from '../ui/text-field';
import { BuyerFields } from './buyer-fields';
import { CardFields, type CardProblems } from './card-fields';
import { cardDigits } from './card-format';
import { PayNotice } from './pay-notice';
import { TestModeHint } from './test-mode-hint';

interface PaymentFormProps {
  sessionId: string;
  buyerRules: BuyerRules;
  totalCents: number;
  /** The order was priced as a small business (§ 19 UStG): the notice names no VAT. */
  smallBusiness: boolean;
  cancelUrl: string;
  /** The session was paid, cancelled or expired meanwhile (HTTP 410). */
  onClosed: () => void;
}

const NO_PROBLEMS: CardProblems = { email: null, cardNumber: null, expiry: null, cvc: null };

/** The payment field a server error names (`body.cvc` → `cvc`), if it is one of the form's. */
function problemField(
  error: Error | null,
  rules: BuyerRules,
): keyof CardProblems | BuyerField | null {
  const field = error instanceof ApiError ? error.field?.replace(/^body\./, '') : undefined;
  if (!field) return null;
  if (field.startsWith('buyer.')) return buyerFieldOf(field.split('.').slice(1), rules);
  return field in NO_PROBLEMS ? (field as keyof CardProblems) : null;
}

const cardSchema = () => simulatedPayment(() => new Date()).omit({ buyer: true });

function buyerProblems(form: BuyerForm, rules: BuyerRules): BuyerProblems {
  const problems = noBuyerProblems();
  const result = simulatedPayment(() => new Date(), rules).shape.buyer.safeParse(
    buyerFromForm(form, rules),
  );
  for (const issue of result.error?.issues ?? []) {
    const field = buyerFieldOf(issue.path, rules);
    if (field && problems[field] === null) problems[field] = issue.message;
  }
  return problems;
}

/** Card form of the simulated provider, checked with the server's own schema (payment-schema.ts). */
export function PaymentForm({
  sessionId,
  buyerRules,
  totalCents,
  smallBusiness,
  cancelUrl,
  onClosed,
}: PaymentFormProps) {
  const [email, setEmail] = useState('');
  const [buyer, setBuyer] = useState(() => emptyBuyerForm(buyerRules));
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [submitted, setSubmitted] = useState(false);
  // each refused "Bezahlen" moves the focus, and so the view, to the first field to correct:
  // at 1280 px the e-mail and address fields are out of sight above the button
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const failure = useRef<HTMLDivElement>(null);
  const payment = {
    email: email.trim(),
    cardNumber: cardDigits(card.number),
    expiry: card.expiry,
    cvc: card.cvc,
  };
  const pay = useMutation({
    mutationFn: () =>
      paySimulated(sessionId, { ...payment, buyer: buyerFromForm(buyer, buyerRules) }),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
    onError: (error) => {
      if (hasStatus(error, 410)) onClosed();
    },
  });
  const problemsNow = (): CardProblems & BuyerProblems => ({
    ...fieldProblems(cardSchema(), payment),
    ...buyerProblems(buyer, buyerRules),
  });
  const serverField = problemField(pay.error, buyerRules);
  // after the render that marks the fields: the form's own check, or a field the server refused.
  // A refusal of the whole payment (a declined card) goes to its message: "Bezahlen" was
  // disabled while paying, which left the focus nowhere
  useEffect(() => {
    if (pay.error && !problemField(pay.error, buyerRules)) failure.current?.focus();
    else if (refusals > 0 || pay.error)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals, pay.error, buyerRules]);
  const errors = submitted ? problemsNow() : { ...NO_PROBLEMS, ...noBuyerProblems() };
  if (serverField && pay.error instanceof ApiError && !errors[serverField])
    errors[serverField] = pay.error.customerMessage;
  // stays busy after success while the browser leaves for the success page
  const busy = pay.isPending || pay.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // the last attempt's refusal (a declined card) is no longer what stands in the way
    pay.reset();
    if (hasProblems(problemsNow())) {
      setRefusals((count) => count + 1);
      return;
    }
    pay.mutate();
  };

  return (
    <form
      ref={form}
      className="payment-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="kartenzahlung"
    >
      <h2 id="kartenzahlung" className="payment-form-title">
        Mit Karte bezahlen
      </h2>
      <TestModeHint
        onUseTestCard={() => setCard({ number: TEST_CARD_OK, expiry: '12/34', cvc: '123' })}
      />
      <TextField
        id="zahlung-email"
        label="E-Mail"
        className="mb-3"
        type="email"
        autoComplete="email"
        placeholder="du@beispiel.de"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <BuyerFields
        rules={buyerRules}
        value={buyer}
        errors={errors}
        onChange={(change) => setBuyer((current) => ({ ...current, ...change }))}
      />
      <CardFields
        value={card}
        errors={errors}
        onChange={(change) => setCard((current) => ({ ...current, ...change }))}
      />
      {pay.isError && !serverField && (
        <div ref={failure} className="alert alert-danger mt-3 mb-0" role="alert" tabIndex={-1}>
          {pay.error instanceof ApiError ? pay.error.customerMessage : pay.error.message}
        </div>
      )}
      <button
        type="submit"
        className="btn btn-primary btn-lg w-100 mt-4 pay-button"
        disabled={busy}
      >
        {busy ? (
          <>
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            Zahlung läuft...
          </>
        ) : (
          `Bezahlen ${formatEuro(totalCents)}`
        )}
      </button>
      <PayNotice smallBusiness={smallBusiness} />
      <a href={cancelUrl} className="btn btn-link w-100 mt-2 cancel-payment">
        Abbrechen
      </a>
    </form>
  );
}
