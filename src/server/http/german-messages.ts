import { z } from 'zod';
import { de } from 'zod/locales';

// The API's messages are German like the shop's (README), zod's own ones too where a schema names
// none. zod's German locale words the common ones as a developer reads them ("erwartet int,
// erhalten Zahl", "Zu groß: erwartet, dass number <=65535 ist"); these say it as a person would.

type Issue = Parameters<NonNullable<ReturnType<typeof de>['localeError']>>[0];

const german = de();
const count = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint'
    ? value.toLocaleString('de-DE')
    : String(value);

function limit(issue: Issue & { code: 'too_big' | 'too_small' }): string | undefined {
  const big = issue.code === 'too_big';
  const bound = count(big ? issue.maximum : issue.minimum);
  switch (issue.origin) {
    case 'number':
    case 'int':
    case 'bigint':
      if (issue.inclusive)
        return big ? `darf höchstens ${bound} sein` : `muss mindestens ${bound} sein`;
      return big ? `muss kleiner als ${bound} sein` : `muss größer als ${bound} sein`;
    case 'string':
      if (!big && issue.minimum === 1) return 'darf nicht leer sein';
      return big
        ? `darf höchstens ${bound} Zeichen lang sein`
        : `muss mindestens ${bound} Zeichen lang sein`;
    case 'array':
      return `${big ? 'darf höchstens' : 'muss mindestens'} ${bound} ${bound === '1' ? 'Eintrag' : 'Einträge'} haben`;
    default:
      return undefined;
  }
}

/** The shop's wording of an issue, or undefined to leave it to zod's German locale. */
export function shopMessage(issue: Issue): string | undefined {
  if (issue.code === 'too_big' || issue.code === 'too_small') return limit(issue);
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined) return 'fehlt';
  switch (issue.expected) {
    case 'int':
      return 'muss eine ganze Zahl sein';
    case 'number':
      return typeof issue.input === 'number'
        ? 'muss eine endliche Zahl sein'
        : 'muss eine Zahl sein';
    case 'string':
      return 'muss ein Text sein';
    case 'boolean':
      return 'muss true oder false sein';
    default:
      return undefined;
  }
}

z.config({ localeError: (issue) => shopMessage(issue) ?? german.localeError(issue) });
