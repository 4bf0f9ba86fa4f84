import { lang, t, type Lang } from './i18n.js';

// The house rules of the create form in the players' words, all of them from the game catalogue (GET /games): each
// option's title and sentence in every language (x-title, x-description), its values' names (x-enum-titles for an
// enum, x-value-titles for an integer from its minimum), what null means (x-null-title) and whether it names a seat.

/** Texts in each language, as the catalogue publishes them. */
type Texts = Partial<Record<Lang, string>>;

/** An option as the catalogue publishes it: JSON Schema with its words. */
export interface OptionSchema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
  /** In the language the catalogue was asked in. */
  title?: string;
  description?: string;
  'x-title'?: Texts;
  'x-description'?: Texts;
  'x-enum-titles'?: Partial<Record<Lang, string[]>>;
  'x-value-titles'?: Partial<Record<Lang, string[]>>;
  'x-null-title'?: Texts;
  'x-seat'?: boolean;
}

/** A game as the catalogue publishes it: its name in each language and its options. */
export interface CatalogueGame {
  id: string;
  title: string;
  titles?: Texts;
  options: unknown;
}

/** The game's name in the interface's language. */
export const gameTitle = (game: CatalogueGame) => game.titles?.[lang.get()] ?? game.title;

/** The game's options by name. */
export const optionsOf = (game: CatalogueGame | undefined): Record<string, OptionSchema> =>
  (game?.options as { properties?: Record<string, OptionSchema> } | undefined)?.properties ?? {};

/** "firstDealer" -> "First dealer": only if the catalogue gave no title at all, and never the raw key. */
const spelled = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

/** The option's title in the interface's language. */
export const optionTitle = (key: string, schema: OptionSchema) => schema['x-title']?.[lang.get()] ?? schema.title ?? spelled(key);

/** The option's sentence in the interface's language. */
export const optionDescription = (schema: OptionSchema) => schema['x-description']?.[lang.get()] ?? schema.description;

const isNullable = (schema: OptionSchema) => (Array.isArray(schema.type) ? schema.type.includes('null') : false);

/** A value of an option in words ("Lange Karte (32)", "ja", "Platz 2", "der letzte Platz"). */
export function optionValue(schema: OptionSchema, value: unknown): string {
  const language = lang.get();
  if (value === null) return schema['x-null-title']?.[language] ?? t('noLimit');
  if (typeof value === 'boolean') return language === 'de' ? (value ? 'ja' : 'nein') : value ? 'yes' : 'no';
  const index = schema.enum
    ? schema.enum.indexOf(value)
    : typeof value === 'number' && schema.minimum !== undefined
      ? value - schema.minimum
      : -1;
  const named = (schema.enum ? schema['x-enum-titles'] : schema['x-value-titles'])?.[language]?.[index];
  if (named) return named;
  if (schema['x-seat'] && typeof value === 'number') return `${t('seat')} ${value + 1}`;
  return String(value);
}

/**
 * The values a select offers with their words, or null when the option takes a typed number: an enum's values, or
 * an integer's whose values have names (a seat only up to the table's `seats`), after null where it means something.
 */
export function optionChoices(schema: OptionSchema, seats: number): { value: unknown; text: string }[] | null {
  let values: unknown[] | null = null;
  if (schema.enum) values = schema.enum;
  else if (schema['x-value-titles'] && schema.minimum !== undefined && schema.maximum !== undefined) {
    const last = schema['x-seat'] ? Math.min(schema.maximum, seats - 1) : schema.maximum;
    values = Array.from({ length: Math.max(0, last - schema.minimum + 1) }, (_, i) => schema.minimum! + i);
    if (isNullable(schema)) values = [null, ...values];
  }
  return values ? values.map((value) => ({ value, text: optionValue(schema, value) })) : null;
}
