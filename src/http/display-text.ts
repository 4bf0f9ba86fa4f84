import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/**
 * Text that other people read: names, key labels, chat messages. It is stored in Unicode normalisation form C (so
 * that one name is one string however it was typed) and refused when it could mislead or render as nothing:
 * control characters (line breaks and tabs included), bidirectional overrides, embeddings and isolates (which
 * reorder the text around them, e.g. a name that shows as someone else's), and text with nothing visible
 * (only spaces, zero-width or other invisible characters, or combining marks with nothing to combine with).
 */
const CONTROL = /\p{Cc}/u;
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{M}]/u;

/** Why `text` is not readable display text of `min` to `max` code points (after normalisation), or null if it is. */
export function displayTextProblem(text: unknown, max: number, min = 1): string | null {
  if (typeof text !== 'string') return 'must be a string';
  const normal = text.normalize('NFC');
  const length = [...normal].length;
  if (length < min || length > max) return `must be ${min} to ${max} characters long (it has ${length})`;
  if (CONTROL.test(normal)) return 'must not contain control characters (line breaks and tabs included)';
  if (BIDI_CONTROL.test(normal)) return 'must not contain bidirectional control characters (overrides, embeddings, isolates or marks)';
  if (!VISIBLE.test(normal)) return 'must not be blank (it has no visible character)';
  return null;
}

/** class-validator rule and normalisation for display text (see displayTextProblem); `Optional()` before it for an optional member. */
export function IsDisplayText(max: number): PropertyDecorator {
  const validate = ValidateBy({
    name: 'isDisplayText',
    validator: {
      validate: (value: unknown) => displayTextProblem(value, max) === null,
      defaultMessage: (args) => `${args?.property ?? 'text'} ${displayTextProblem(args?.value, max) ?? 'is not valid text'}`,
    },
  });
  const normalise = Transform(({ value }) => (typeof value === 'string' ? value.normalize('NFC') : value));
  return (target, key) => {
    validate(target, key);
    normalise(target, key);
  };
}

/** What the OpenAPI document says of display text. */
export const DISPLAY_TEXT_RULES =
  'Stored in Unicode NFC; no control characters (line breaks and tabs included), no bidirectional controls, and at least one visible character.';
