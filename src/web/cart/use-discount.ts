import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchDiscountCode } from '../api/catalog';

// the applied code survives reloads within the tab, like the cart itself
const STORAGE_KEY = 'hofladen_discount_code';

function readStoredCode(): string {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

function storeCode(code: string): void {
  try {
    if (code) sessionStorage.setItem(STORAGE_KEY, code);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage can be blocked (private mode); the code then lasts until the page is left
  }
}

export interface Discount {
  /** As typed: what the field shows and the checkout sends. */
  code: string;
  /** As the shop spells it ("HONIG10" for "honig10"), once the shop knows it; else as typed. */
  shownCode: string;
  /** docs/shop/cart.md#discount-codes: an empty or unknown code yields 0 %, with no message. */
  percent: number;
  checking: boolean;
  apply: (code: string) => void;
}

export function useDiscount(): Discount {
  // the server renders without a code (it cannot see the tab's storage); the stored one follows
  const [code, setCode] = useState('');
  useEffect(() => setCode(readStoredCode()), []);
  const lookup = useQuery({
    queryKey: ['discount-code', code],
    queryFn: () => fetchDiscountCode(code),
    enabled: code !== '',
    retry: false,
  });
  const apply = (next: string) => {
    const trimmed = next.trim();
    storeCode(trimmed);
    setCode(trimmed);
  };
  const percent = code !== '' && lookup.data ? lookup.data.percentage : 0;
  const shownCode = (code !== '' && lookup.data?.code) || code;
  return { code, shownCode, percent, checking: lookup.isFetching, apply };
}
