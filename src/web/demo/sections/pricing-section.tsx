import { MonthlyYearlyCards, SinglePlan, YearlyFirstRows } from './pricing-billing';
import { AnnualPlans, ExpensiveCheaper, StoragePlans } from './pricing-plans';

/** Six pricing layouts; the tab groups open on their first tab, Pricing 2 on Yearly. */
export function PricingSection() {
  return (
    <div className="container">
      <MonthlyYearlyCards />
      <YearlyFirstRows />
      <AnnualPlans />
      <StoragePlans />
      <ExpensiveCheaper />
      <SinglePlan />
    </div>
  );
}
