import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;
const commonPasswords = () => {
  common ??= new Set(dictionary['passwords-common'] as string[]);
  return common;
};

/**
 * NIST SP 800-63B: refuse passwords from breach corpora. The length rule (domain schema) already
 * refuses short ones; this catches long common ones and a common word padded with digits or
 * symbols ("dragon123456", "!!password2024").
 */
export function commonPasswordReason(password: string, personal: string[] = []): string | null {
  const lowered = password.toLowerCase();
  const core = lowered.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  const list = commonPasswords();
  if (list.has(lowered) || (core.length > 0 && list.has(core)))
    return 'ist zu verbreitet und leicht zu erraten';
  if (new Set(lowered).size <= 3) return 'besteht aus zu wenigen verschiedenen Zeichen';
  const words = personal.map((word) => word.toLowerCase()).filter((word) => word.length >= 3);
  if (words.some((word) => core === word || lowered === word))
    return 'darf nicht der eigene Name oder die E-Mail-Adresse sein';
  return null;
}
