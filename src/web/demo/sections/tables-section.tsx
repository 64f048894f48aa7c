import type { ReactNode } from 'react';
import { dollars, PROCESSING_FIXED_CENTS, REFUND_DAYS, TABLE_PLANS } from '../figures';
import { InertLink } from '../ui/inert';
import { VariantBlock } from '../ui/variant-block';
import { CheckIcon } from './pricing-parts';

const processing = (percent: string) => `${percent} + ${PROCESSING_FIXED_CENTS}¢`;
const refund = `Within ${REFUND_DAYS} days`;

type PlanName = (typeof TABLE_PLANS)[number]['name'];

/** The extras and the plans that include them. */
const EXTRAS: { name: string; plans: PlanName[] }[] = [
  { name: 'Online store', plans: ['Basic', 'Business', 'Premium'] },
  { name: 'Discount codes', plans: ['Business', 'Premium'] },
  { name: 'Gift cards', plans: ['Business', 'Premium'] },
  { name: 'Priority support', plans: ['Premium'] },
];

/** Two plan comparisons: plans as columns, then plans as rows. */
export function TablesSection() {
  return (
    <div className="container">
      <VariantBlock title="Tables 1 · Compare plans">
        <PlansAsColumns />
        <p className="small text-body-secondary mt-3 mb-0">
          Payment processing is charged per sale: the percentage plus {PROCESSING_FIXED_CENTS}{' '}
          cents.
        </p>
      </VariantBlock>
      <VariantBlock title="Tables 2 · Fees at a glance">
        <PlansAsRows />
      </VariantBlock>
    </div>
  );
}

/** Scrolls sideways on narrow screens; focusable, so keyboard users can scroll it too. */
function ScrollFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      className="table-responsive demo-table-frame rounded-4"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll a wide table by focusing it
      tabIndex={0}
    >
      {children}
    </section>
  );
}

function PlansAsColumns() {
  return (
    <ScrollFrame label="Plan comparison">
      <table className="table align-middle mb-0 demo-compare-table">
        <caption className="caption-top px-3">Plans for online sellers, billed monthly</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {TABLE_PLANS.map((plan) => (
              <th key={plan.name} scope="col" className="text-center">
                <span className="d-block fs-5">{plan.name}</span>
                <span className="d-block fw-normal text-body-secondary">
                  {dollars(plan.price)}/month
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Platform fee</th>
            {TABLE_PLANS.map((plan) => (
              <td key={plan.name} className="text-center">
                {plan.platformFee}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Payment processing</th>
            {TABLE_PLANS.map((plan) => (
              <td key={plan.name} className="text-center text-nowrap">
                {processing(plan.processing)}
              </td>
            ))}
          </tr>
          {EXTRAS.map((extra) => (
            <tr key={extra.name}>
              <th scope="row">{extra.name}</th>
              {TABLE_PLANS.map((plan) => (
                <td key={plan.name} className="text-center">
                  <Included yes={extra.plans.includes(plan.name)} />
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">Refunds</th>
            {TABLE_PLANS.map((plan) => (
              <td key={plan.name} className="text-center text-nowrap">
                {refund}
              </td>
            ))}
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <td />
            {TABLE_PLANS.map((plan) => (
              <td key={plan.name} className="text-center">
                <InertLink className="btn btn-outline-primary btn-sm text-nowrap">
                  Choose {plan.name}
                </InertLink>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </ScrollFrame>
  );
}

function Included({ yes }: { yes: boolean }) {
  return yes ? (
    <>
      <CheckIcon />
      <span className="visually-hidden">Included</span>
    </>
  ) : (
    <>
      <span className="text-body-secondary" aria-hidden="true">
        —
      </span>
      <span className="visually-hidden">Not included</span>
    </>
  );
}

function PlansAsRows() {
  return (
    <ScrollFrame label="Fees at a glance">
      <table
        className="table table-striped table-hover align-middle mb-0"
        aria-label="Fees per plan"
      >
        <thead className="table-dark">
          <tr>
            <th scope="col">Plan</th>
            <th scope="col">Price per month</th>
            <th scope="col">Platform fee</th>
            <th scope="col">Payment processing</th>
            <th scope="col">Refund window</th>
          </tr>
        </thead>
        <tbody>
          {TABLE_PLANS.map((plan) => (
            <tr key={plan.name}>
              <th scope="row">{plan.name}</th>
              <td>{dollars(plan.price)}</td>
              <td>{plan.platformFee}</td>
              <td className="text-nowrap">{processing(plan.processing)}</td>
              <td className="text-nowrap">{refund}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}
