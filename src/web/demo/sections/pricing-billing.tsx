import { MONTHLY_PLANS, type Plan, YEARLY_PLANS } from '../figures';
import { InertLink } from '../ui/inert';
import { VariantBlock } from '../ui/variant-block';
import { FeatureList, Price, PricingTabs } from './pricing-parts';

/** The plan most visitors pick: the cards and the single-plan layout show it. */
const POPULAR = 'Pro';

/** Pricing 1: three cards, Monthly first. */
export function MonthlyYearlyCards() {
  return (
    <VariantBlock title="Pricing 1 · Monthly or yearly">
      <div className="text-center mb-4">
        <h4 className="display-6">Plans that grow with you</h4>
        <p className="text-body-secondary mx-auto demo-pricing-measure">
          Start small and switch plans whenever your team changes. Every plan includes the full kit
          and all future updates.
        </p>
      </div>
      <PricingTabs
        label="Billing period"
        tabs={[
          { label: 'Monthly', content: <PlanCards plans={MONTHLY_PLANS} period="month" /> },
          { label: 'Yearly', content: <PlanCards plans={YEARLY_PLANS} period="year" /> },
        ]}
      />
    </VariantBlock>
  );
}

function PlanCards({ plans, period }: { plans: Plan[]; period: string }) {
  return (
    <div className="row row-cols-1 row-cols-md-3 g-4 align-items-stretch">
      {plans.map((plan) => {
        const popular = plan.name === POPULAR;
        return (
          <div key={plan.name} className="col">
            <div className={popular ? 'card h-100 border-primary demo-plan-popular' : 'card h-100'}>
              <div className="card-body p-4 d-flex flex-column">
                <div className="d-flex justify-content-between align-items-center mb-2">
                  <h5 className="mb-0">{plan.name}</h5>
                  {popular && (
                    <span className="badge rounded-pill text-bg-primary">Most popular</span>
                  )}
                </div>
                <Price amount={plan.price} period={period} />
                <FeatureList features={plan.features} className="mb-4" />
                <InertLink
                  className={
                    popular ? 'btn btn-primary mt-auto' : 'btn btn-outline-primary mt-auto'
                  }
                >
                  Choose {plan.name}
                </InertLink>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** Pricing 2: a dark band that opens on Yearly, the period it wants to sell. */
export function YearlyFirstRows() {
  return (
    <VariantBlock title="Pricing 2 · Yearly billing first">
      <div className="demo-pricing-dark rounded-4 p-3 p-md-5">
        <div className="text-center mb-4">
          <p className="demo-eyebrow demo-eyebrow-on-dark mb-2">Pay once, relax all year</p>
          <h4 className="display-6">Simple plans, no surprises</h4>
        </div>
        <PricingTabs
          label="Billing period"
          initial={1}
          tabs={[
            { label: 'Monthly', content: <PlanRows plans={MONTHLY_PLANS} period="month" /> },
            { label: 'Yearly', content: <PlanRows plans={YEARLY_PLANS} period="year" /> },
          ]}
          navClassName="demo-segmented demo-segmented-dark mx-auto mb-4"
        />
      </div>
    </VariantBlock>
  );
}

function PlanRows({ plans, period }: { plans: Plan[]; period: string }) {
  return (
    <ul className="list-unstyled d-grid gap-3 mb-0">
      {plans.map((plan) => (
        <li key={plan.name} className="demo-plan-row rounded-3 p-3 p-md-4">
          <div className="row g-3 align-items-center">
            <div className="col-md-3">
              <h5 className="mb-0">{plan.name}</h5>
            </div>
            <div className="col-md-5">
              <p className="mb-0 demo-on-dark-soft">{plan.features.join(' · ')}</p>
            </div>
            <div className="col-7 col-md-2">
              <Price
                amount={plan.price}
                period={period}
                size="fs-3"
                periodClassName="demo-on-dark-soft"
              />
            </div>
            <div className="col-5 col-md-2 text-end">
              <InertLink className="btn btn-warning">
                Select<span className="visually-hidden"> {plan.name}</span>
              </InertLink>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Pricing 6: one plan described in full, with the period to pick beside it. */
export function SinglePlan() {
  const monthly = popularIn(MONTHLY_PLANS);
  const yearly = popularIn(YEARLY_PLANS);
  return (
    <VariantBlock title="Pricing 6 · One plan">
      <div className="card overflow-hidden">
        <div className="row g-0">
          <div className="col-lg-7 p-4 p-lg-5">
            <h4 className="mb-2">{monthly.name} for growing studios</h4>
            <p className="text-body-secondary mb-4">
              Everything a small agency needs to ship client sites quickly: shared components,
              version history and a support team that answers.
            </p>
            <h5 className="h6 text-uppercase demo-pricing-small-title">What you get</h5>
            <FeatureList
              features={[...monthly.features, 'Every section and page', 'Free updates']}
              className="demo-feature-columns mb-0"
            />
          </div>
          <div className="col-lg-5 p-4 p-lg-5 demo-plan-aside text-center">
            <PricingTabs
              label="Billing period"
              tabs={[
                { label: 'Monthly', content: <PlanPrice amount={monthly.price} period="month" /> },
                { label: 'Yearly', content: <PlanPrice amount={yearly.price} period="year" /> },
              ]}
            />
          </div>
        </div>
      </div>
    </VariantBlock>
  );
}

function popularIn(plans: Plan[]): Plan {
  const plan = plans.find(({ name }) => name === POPULAR);
  if (!plan) throw new Error(`figures.ts has no ${POPULAR} plan`);
  return plan;
}

function PlanPrice({ amount, period }: { amount: number; period: string }) {
  return (
    <div className="d-flex flex-column align-items-center">
      <Price amount={amount} period={period} size="display-4" />
      <p className="small text-body-secondary">Cancel any time. Taxes may apply.</p>
      <InertLink className="btn btn-primary btn-lg w-100">Get started</InertLink>
    </div>
  );
}
