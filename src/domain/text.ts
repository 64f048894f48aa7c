// Shared input rules. PostgreSQL refuses NUL in text (a 500 where a 400 belongs), and the other
// control characters break logs, e-mails and CSV exports.
export const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;
/** For multi-line text (comments): line breaks and tabs stay. */
export const NO_CONTROL_CHARACTERS_BUT_LINES = /^(?:[\n\r\t]|\P{Cc})*$/u;
export const CONTROL_CHARACTERS_MESSAGE = 'enthält unzulässige Zeichen';
/**
 * One line a customer types or a payment provider hands back (a name, a street): every script
 * and accent welcome; no control characters, no line or paragraph separator, and no lone UTF-16
 * surrogate, which has no UTF-8 form and is no valid jsonb. Provider data never passes the HTTP
 * text guard, so the schema itself must refuse it.
 */
export const PRINTABLE_LINE = /^[^\p{Cc}\p{Cs}\p{Zl}\p{Zp}]*$/u;

/** The largest id a PostgreSQL `integer`/`serial` column holds. */
export const INT4_MAX = 2_147_483_647;

/**
 * One e-mail rule for every form and schema (a form must never accept what the server refuses):
 * German umlauts are welcome (`jürgen@müller.de`), dots may not lead, trail or double up.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[^\s@"(),:;<>[\]\\]{1,64}(?<!\.)@(?:[^\s@."(),:;<>[\]\\]+\.)+[^\s@."(),:;<>[\]\\\d]{2,}$/u;
export const EMAIL_MESSAGE = 'Bitte gib eine gültige E-Mail-Adresse ein.';
export const isEmail = (text: string) => text.length <= 254 && EMAIL_PATTERN.test(text.trim());
