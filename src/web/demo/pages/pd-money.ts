/** Dollars to the cent, as invoices and order totals show them. */
export const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
