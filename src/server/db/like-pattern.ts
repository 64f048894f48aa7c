/**
 * A LIKE pattern that finds `text` as it is: its `%`, `_` and `\` match only themselves
 * (PostgreSQL's default escape character is the backslash).
 */
export const likeText = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
