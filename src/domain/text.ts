// Shared input rules. PostgreSQL refuses NUL in text (a 500 where a 400 belongs), and the other
// control characters break logs, e-mails and CSV exports.
export const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;
/** For multi-line text (comments): line breaks and tabs stay. */
export const NO_CONTROL_CHARACTERS_BUT_LINES = /^(?:[\n\r\t]|\P{Cc})*$/u;
export const CONTROL_CHARACTERS_MESSAGE = 'enthält unzulässige Zeichen';

/** The largest id a PostgreSQL `integer`/`serial` column holds. */
export const INT4_MAX = 2_147_483_647;
