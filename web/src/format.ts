import { lang, t } from './i18n.js';

/** "1 Karte", "5 Karten" / "1 card", "5 cards". */
export const cardCount = (n: number) =>
  lang.get() === 'de' ? `${n} ${n === 1 ? 'Karte' : 'Karten'}` : `${n} ${n === 1 ? 'card' : 'cards'}`;

/** "1 Stich", "3 Stiche" / "1 trick", "3 tricks". */
export const trickCount = (n: number) =>
  lang.get() === 'de' ? `${n} ${n === 1 ? 'Stich' : 'Stiche'}` : `${n} ${n === 1 ? 'trick' : 'tricks'}`;

/** A sum of money kept in cents, with its unit and sign: "+0,10 €", "−3,00 €" / "+€0.10". */
export function money(cents: number, signed = true): string {
  return new Intl.NumberFormat(lang.get() === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(cents / 100);
}

/** A signed whole number: "+3", "−1", "0". */
export const signed = (n: number) =>
  new Intl.NumberFormat(lang.get() === 'de' ? 'de-DE' : 'en-GB', { signDisplay: 'exceptZero' }).format(n);

/** A seat where a number is needed: counted from 1. */
export const seatNumber = (seat: number) => `${t('seat')} ${seat + 1}`;

/** "Anna", "Anna und Cilli", "Anna, Bert und Cilli". */
export function nameList(names: string[]): string {
  return new Intl.ListFormat(lang.get() === 'de' ? 'de' : 'en', { style: 'long', type: 'conjunction' }).format(names);
}
