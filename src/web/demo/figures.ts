// Every number the demo pages show (docs/shop/demo-site.md#figures), in one place so pages and
// sections agree.

export interface Plan {
  name: string;
  /** In dollars. */
  price: number;
  features: string[];
}

const STARTER = ['1 team member', '5 GB cloud storage', 'Email support'];
const PRO = ['5 team members', '50 GB cloud storage', 'Chat support'];
const ENTERPRISE = ['Unlimited members', '500 GB cloud storage', 'Phone support'];

export const MONTHLY_PLANS: Plan[] = [
  { name: 'Starter', price: 22, features: STARTER },
  { name: 'Pro', price: 45, features: PRO },
  { name: 'Enterprise', price: 68, features: ENTERPRISE },
];

export const YEARLY_PLANS: Plan[] = [
  { name: 'Starter', price: 199, features: STARTER },
  { name: 'Pro', price: 399, features: PRO },
  { name: 'Enterprise', price: 599, features: ENTERPRISE },
];

/** Billed once a year. */
export const ANNUAL_PLANS: Plan[] = [
  { name: 'Team', price: 299, features: ['10 projects', 'Shared workspace', 'Standard reports'] },
  { name: 'Growth', price: 499, features: ['50 projects', 'Custom domains', 'Advanced reports'] },
  {
    name: 'Enterprises',
    price: 599,
    features: ['Unlimited projects', 'Single sign-on', 'Dedicated manager'],
  },
];

export const STORAGE_PLANS = [
  { name: 'Free', price: 0, storage: '1 GB', support: false },
  { name: 'Premium', price: 8.99, storage: '5 GB', support: true },
  { name: 'Exclusive', price: 13.99, storage: '5 GB', support: true },
] as const;

/** Support for the paid storage plans, per hour. */
export const SUPPORT_PER_HOUR = 25;

export const EXPENSIVE_PLANS: Plan[] = [
  { name: 'Plus', price: 100, features: ['Priority queue', '24/7 support', 'Custom reports'] },
  {
    name: 'Maximum',
    price: 120,
    features: ['Everything in Plus', 'Audit log', 'On-site training'],
  },
];

export const CHEAPER_PLANS: Plan[] = [
  { name: 'Standard', price: 20, features: ['Community forum', 'Weekly backups', '3 projects'] },
  { name: 'Premium', price: 60, features: ['Email support', 'Daily backups', '20 projects'] },
];

/** The plan-comparison tables: price per month, platform fee, payment processing. */
export const TABLE_PLANS = [
  { name: 'Basic', price: 39, platformFee: '0%', processing: '4%' },
  { name: 'Business', price: 79, platformFee: '3%', processing: '5.5%' },
  { name: 'Premium', price: 99, platformFee: '5%', processing: '6.2%' },
] as const;

/** Added to every payment-processing percentage. */
export const PROCESSING_FIXED_CENTS = 5;
export const REFUND_DAYS = 20;

export const PROJECTS_FOUND = 52;
export const LIST_SHOWING = { shown: 6, total: 36 } as const;
/** The pages the pagination names between Previous/First and Next/Last. */
export const PAGINATION_PAGES = [1, 2, 6] as const;

/**
 * A price in US dollars: whole amounts without cents ("$45"), others to the cent.
 * With `{ cents: true }` always to the cent ("$45.00"), as invoices and order totals show them.
 */
export const dollars = (amount: number, { cents = false }: { cents?: boolean } = {}) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents || !Number.isInteger(amount) ? 2 : 0,
  }).format(amount);
