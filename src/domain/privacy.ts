// GDPR erasure: what stays of a person in records the shop must keep (orders, withdrawals).

/** A name reduced to its initials ("Jürgen Müller" → "J. M."): the record stays readable, the person does not. */
export function maskName(name: string): string {
  const initials = name
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .map((part) => `${[...part][0] ?? ''}.`);
  return initials.length > 0 ? initials.join(' ') : '–';
}
