import { z } from 'zod';
import { NO_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS_BUT_LINES } from './text';

// The staff forms' text rules, one wording for all: `label` names the field in the message
// ("Der Titel darf höchstens 120 Zeichen haben.").
const textField = (allowed: RegExp) => (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} darf höchstens ${max.toLocaleString('de-DE')} Zeichen haben.`)
    .regex(allowed, `${label} enthält unzulässige Zeichen.`);

/** One line: trimmed, at most `max` characters, no control characters. */
export const textLine = textField(NO_CONTROL_CHARACTERS);

/** Several paragraphs: line breaks and tabs stay. */
export const textParagraphs = textField(NO_CONTROL_CHARACTERS_BUT_LINES);

/** An empty form field (or one of spaces only) means "none". */
export const emptyIsNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;
