import {
  ANNUAL_PLANS,
  CHEAPER_PLANS,
  dollars,
  EXPENSIVE_PLANS,
  type Plan,
  STORAGE_PLANS,
  SUPPORT_PER_HOUR,
} from '../figures';
import { InertLink } from '../ui/inert';
import { VariantBlock } from '../ui/variant-block';
import { CheckIcon, FeatureList, Price, PricingTabs } from './pricing-parts';

/** Pricing 3: annual plans, the middle one set apart. */
export function AnnualPlans() {
  return (
    <VariantBlock title="Pricing 3 · Billed annually">
      <div className="row g-4 align-items-center mb-4">
        <div className="col-lg-6">
          <h4 className="display-6 mb-0">One invoice a year, for the whole team</h4>
        </div>
        <div className="col-lg-6">
          <p className="text-body-secondary mb-0">
            Annual plans are billed once and include onboarding. Add projects as you go; we only ask
            you to upgrade at renewal.
          </p>
        </div>
      </div>
      <div className="row row-cols-1 row-cols-md-3 g-4">
        {ANNUAL_PLANS.map((plan, index) => {
          const highlighted = index === 1;
          return (
            <div key={plan.name} className="col">
              <div className={highlighted ? 'card h-100 demo-plan-highlight' : 'card h-100'}>
                <div className="card-body p-4 d-flex flex-column">
                  <h5>{plan.name}</h5>
                  <Price
                    amount={plan.price}
                    period="year"
                    size="fs-1"
                    periodClassName={highlighted ? 'demo-on-dark-soft' : 'text-body-secondary'}
                  />
                  <FeatureList features={plan.features} className="mb-4" />
                  <InertLink
                    className={
                      highlighted ? 'btn btn-warning mt-auto' : 'btn btn-outline-secondary mt-auto'
                    }
                  >
                    Start with {plan.name}
                  </InertLink>
                </div>
              </div>
            </div>
          );
        })}
      </div>
    </VariantBlock>
  );
}

/** Pricing 4: storage plans side by side in one frame. */
export function StoragePlans() {
  return (
    <VariantBlock title="Pricing 4 · Storage plans">
      <div className="card">
        <div className="card-header text-center py-4">
          <h4 className="mb-1">Space for every file</h4>
          <p className="text-body-secondary mb-0">
            Keep your designs, exports and fonts in one place.
          </p>
        </div>
        <div className="row g-0 row-cols-1 row-cols-md-3">
          {STORAGE_PLANS.map((plan) => (
            <div key={plan.name} className="col p-4 demo-storage-plan">
              <h5>{plan.name}</h5>
              <Price amount={plan.price} period="month" size="fs-2" />
              <ul className="list-unstyled d-grid gap-2 mb-4">
                <li className="d-flex gap-2 align-items-center">
                  <CheckIcon />
                  {plan.storage} storage
                </li>
                <li className="d-flex gap-2 align-items-center">
                  <CheckIcon />
                  {plan.support
                    ? `Expert support at ${dollars(SUPPORT_PER_HOUR)} per hour`
                    : 'Community forum help'}
                </li>
              </ul>
              <InertLink className={plan.price ? 'btn btn-primary' : 'btn btn-outline-primary'}>
                {plan.price ? `Upgrade to ${plan.name}` : 'Start for free'}
              </InertLink>
            </div>
          ))}
        </div>
      </div>
    </VariantBlock>
  );
}

/** Pricing 5: the bigger plans first, the budget ones a tab away. */
export function ExpensiveCheaper() {
  return (
    <VariantBlock title="Pricing 5 · Expensive or cheaper">
      <h4 className="mb-1">Pick your budget</h4>
      <p className="text-body-secondary mb-3">Both ranges come with the same kit.</p>
      <PricingTabs
        label="Price range"
        variant="underline"
        navClassName="mb-4"
        tabs={[
          { label: 'Expensive', content: <WidePlans plans={EXPENSIVE_PLANS} /> },
          { label: 'Cheaper', content: <WidePlans plans={CHEAPER_PLANS} /> },
        ]}
      />
    </VariantBlock>
  );
}

function WidePlans({ plans }: { plans: Plan[] }) {
  return (
    <div className="row row-cols-1 row-cols-lg-2 g-4">
      {plans.map((plan) => (
        <div key={plan.name} className="col">
          <div className="card h-100">
            <div className="card-body p-4 d-flex flex-column flex-sm-row gap-4">
              <div className="flex-grow-1">
                <h5>{plan.name}</h5>
                <FeatureList features={plan.features} className="mb-0" />
              </div>
              <div className="demo-wide-plan-price">
                <Price amount={plan.price} period="month" size="fs-2" />
                <InertLink className="btn btn-primary w-100">Buy {plan.name}</InertLink>
              </div>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
