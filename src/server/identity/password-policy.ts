import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

// zxcvbn's scale: 3 is "safely unguessable" for an online attack with throttling, 4 beyond
export const MIN_SCORE = 3;
/** Words every password of this shop is guessed with first. */
export const SHOP_WORDS = ['Hofladen'];

interface Estimator {
  zxcvbn: ZxcvbnFactory;
  /** zxcvbn's German sentence for a password built from the person's or the shop's words. */
  personalWarning: string;
}

let estimator: Promise<Estimator> | undefined;

/**
 * The dictionaries (common passwords, German and English words, names, Wikipedia) weigh
 * megabytes: loaded on the first password check, never at start and never in the browser.
 */
function loadEstimator(): Promise<Estimator> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-de'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, de, en]) => ({
    zxcvbn: new core.ZxcvbnFactory({
      translations: de.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary, ...de.dictionary },
    }),
    personalWarning: de.translations.warnings.userInputs,
  }));
  return estimator;
}

/** An e-mail, a name or a shop name as words an attacker would try: whole and in parts. */
export function guessableWords(texts: string[]): string[] {
  const words = texts.flatMap((text) => {
    const lowered = text.trim().toLowerCase();
    return [lowered, ...lowered.split(/[^\p{L}\p{N}]+/u)];
  });
  return [...new Set(words.filter((word) => word.length >= 3))];
}

const onlyGuessable = (password: string, words: string[]) => {
  let rest = password.toLowerCase();
  for (const word of [...words].sort((a, b) => b.length - a.length))
    rest = rest.replaceAll(word, '');
  return rest.replace(/[^\p{L}]/gu, '') === '';
};

/**
 * NIST SP 800-63B: refuse passwords an attacker guesses early — breach corpora, words, names,
 * keyboard rows, and the words of this shop and person (`personal`: e-mail, names, the shop's
 * name). The length rule (domain schema) comes first. The reason is zxcvbn's German feedback.
 */
export async function passwordWeakness(
  password: string,
  personal: string[] = [],
): Promise<string | null> {
  const words = guessableWords([...SHOP_WORDS, ...personal]);
  const { zxcvbn, personalWarning } = await loadEstimator();
  const opening = 'Das Passwort ist leicht zu erraten.';
  // zxcvbn rates "Hofladen-Hofladen" as fair: nothing but the shop's or person's words is not
  if (onlyGuessable(password, words)) return `${opening} ${personalWarning}`;
  const result = zxcvbn.check(password, words);
  if (result.score >= MIN_SCORE) return null;
  const { warning, suggestions } = result.feedback;
  return [opening, warning, ...suggestions].filter(Boolean).join(' ');
}
