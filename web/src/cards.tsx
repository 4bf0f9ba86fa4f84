import { lang } from './i18n.js';

// German-suited cards drawn for this project: a plain face with the rank in two corners and simple suit marks.

const SUITS: Record<string, { de: string; color: string }> = {
  E: { de: 'Eichel', color: '#7a4a1e' },
  G: { de: 'Gras', color: '#2f7d32' },
  H: { de: 'Herz', color: '#c8102e' },
  S: { de: 'Schellen', color: '#d08a00' },
};
const RANKS: Record<string, { de: string; short: string }> = {
  A: { de: 'Ass', short: 'A' },
  '10': { de: 'Zehn', short: '10' },
  K: { de: 'König', short: 'K' },
  O: { de: 'Ober', short: 'O' },
  U: { de: 'Unter', short: 'U' },
  '9': { de: 'Neun', short: '9' },
  '8': { de: 'Acht', short: '8' },
  '7': { de: 'Sieben', short: '7' },
  '6': { de: 'Sechs', short: '6' },
};
export const SUIT_NAMES = Object.fromEntries(Object.entries(SUITS).map(([k, v]) => [k, v.de]));

const split = (card: string) => ({ suit: card[0], rank: card.slice(1) });
export const isCard = (value: unknown): value is string => typeof value === 'string' && /^[EGHS](6|7|8|9|10|A|K|O|U)$/.test(value);

/** "Eichel-Ober", "Herz-Ass" (the Sau of Schafkopf): card names are German in both languages. */
export function cardName(card: string, game?: string): string {
  const { suit, rank } = split(card);
  const rankName = rank === 'A' && game === 'schafkopf' ? 'Sau' : (RANKS[rank]?.de ?? rank);
  return `${SUITS[suit]?.de ?? suit}-${rankName}`;
}

/** The suit's mark centred at (x, y), about `s` wide. */
function SuitMark({ suit, x, y, s }: { suit: string; x: number; y: number; s: number }) {
  const c = SUITS[suit]?.color ?? '#333';
  const k = s / 20;
  const t = `translate(${x - 10 * k} ${y - 10 * k}) scale(${k})`;
  switch (suit) {
    case 'H':
      return <path transform={t} fill={c} d="M10 18C3 13 1 9.5 1 6.5A4.6 4.6 0 0 1 10 4.5 4.6 4.6 0 0 1 19 6.5C19 9.5 17 13 10 18Z" />;
    case 'G':
      return (
        <g transform={t}>
          <path fill={c} d="M10 1C16 5 18 10 10 19 2 10 4 5 10 1Z" />
          <path stroke="#fff" stroke-width="1.2" fill="none" d="M10 4V17M10 9l-3-2M10 12l3-2" />
        </g>
      );
    case 'E':
      return (
        <g transform={t}>
          <ellipse cx="10" cy="12.5" rx="5.5" ry="6.5" fill="#c98b3c" />
          <path fill={c} d="M3.5 8.5C3.5 4 16.5 4 16.5 8.5 16.5 10 3.5 10 3.5 8.5Z" />
          <path stroke={c} stroke-width="1.6" d="M10 5V1.5" />
        </g>
      );
    default:
      return (
        <g transform={t}>
          <circle cx="10" cy="10.5" r="7.5" fill={c} />
          <path stroke="#7a4f00" stroke-width="1.4" fill="none" d="M3 9.5H17M10 12.5V18" />
          <circle cx="10" cy="13.5" r="1.6" fill="#5c3b00" />
        </g>
      );
  }
}

/** Where the pips sit on a number card (W 60, H 90). */
const PIPS: Record<string, [number, number][]> = {
  '6': [
    [20, 28],
    [40, 28],
    [20, 46],
    [40, 46],
    [20, 64],
    [40, 64],
  ],
  '7': [
    [20, 26],
    [40, 26],
    [30, 37],
    [20, 48],
    [40, 48],
    [20, 66],
    [40, 66],
  ],
  '8': [
    [20, 24],
    [40, 24],
    [20, 38],
    [40, 38],
    [20, 52],
    [40, 52],
    [20, 66],
    [40, 66],
  ],
  '9': [
    [20, 24],
    [40, 24],
    [20, 38],
    [40, 38],
    [30, 45],
    [20, 52],
    [40, 52],
    [20, 66],
    [40, 66],
  ],
  '10': [
    [20, 22],
    [40, 22],
    [30, 30],
    [20, 38],
    [40, 38],
    [20, 52],
    [40, 52],
    [30, 60],
    [20, 68],
    [40, 68],
  ],
};

/** A figure (Ober, Unter, König) as a plain silhouette with the suit mark held high or low. */
function Figure({ rank, suit }: { rank: string; suit: string }) {
  const c = SUITS[suit]?.color ?? '#333';
  return (
    <g>
      <circle cx="30" cy="33" r="6" fill="#f1d3b3" stroke="#333" stroke-width="0.8" />
      {rank === 'K' ? (
        <path d="M23 28l2-6 3 4 2-5 2 5 3-4 2 6z" fill="#e0b000" stroke="#7a5a00" stroke-width="0.6" />
      ) : (
        <path d="M23 29c2-5 12-5 14 0z" fill={c} />
      )}
      <path d="M20 70c0-14 3-26 10-26s10 12 10 26z" fill={c} opacity="0.85" />
      <path d="M26 50h8" stroke="#fff" stroke-width="1.2" />
      <SuitMark suit={suit} x={rank === 'U' ? 44 : 16} y={rank === 'U' ? 60 : 24} s={11} />
    </g>
  );
}

/**
 * The card indices (rank letters, "Sau") drawn once in the page and placed on every card with `<use>`: a screen
 * reader hears the card's name from its label, and the label is the only text of a card button.
 */
export function CardGlyphs() {
  const glyphs: [string, string, number][] = [
    ...Object.values(RANKS).map((r) => [r.short, r.short, 11] as [string, string, number]),
    ['Sau', 'Sau', 7],
  ];
  return (
    <svg width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false">
      <defs>
        {glyphs.map(([id, text, size]) => (
          <text id={`glyph-${id}`} font-size={size} font-weight={size > 10 ? 700 : 400} font-family="Georgia, serif" text-anchor="middle">
            {text}
          </text>
        ))}
      </defs>
    </svg>
  );
}

export function CardFace({ card, game }: { card: string; game?: string }) {
  const { suit, rank } = split(card);
  const label = RANKS[rank]?.short ?? rank;
  const c = SUITS[suit]?.color ?? '#333';
  const x = label.length > 1 ? 12 : 10;
  return (
    <svg class="card-svg" viewBox="0 0 60 90" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="58" height="88" rx="5" fill="#fffdf7" stroke="#8a8170" stroke-width="1" />
      <use href={`#glyph-${label}`} x={x} y="14" fill={c} />
      <use href={`#glyph-${label}`} x={x} y="14" fill={c} transform="rotate(180 30 45)" />
      {rank === 'A' ? (
        <>
          <SuitMark suit={suit} x={30} y={45} s={30} />
          {game === 'schafkopf' && <use href="#glyph-Sau" x="30" y="76" fill="#555" />}
        </>
      ) : ['O', 'U', 'K'].includes(rank) ? (
        <Figure rank={rank} suit={suit} />
      ) : (
        (PIPS[rank] ?? []).map(([x, y]) => <SuitMark suit={suit} x={x} y={y} s={12} />)
      )}
    </svg>
  );
}

export function CardBack() {
  return (
    <svg class="card-svg" viewBox="0 0 60 90" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="58" height="88" rx="5" fill="#2b4a3a" stroke="#1a2e24" />
      <rect x="6" y="6" width="48" height="78" rx="3" fill="none" stroke="#c9b37e" stroke-width="1.2" />
      <path d="M30 20l10 25-10 25-10-25z" fill="none" stroke="#c9b37e" stroke-width="1.2" />
    </svg>
  );
}

/** A card that is not a control (hand cards without a move, cards on the table). */
export function Card({ card, game }: { card: string; game?: string }) {
  return (
    <span class="card" role="img" aria-label={cardName(card, game)} title={cardName(card, game)}>
      <CardFace card={card} game={game} />
    </span>
  );
}

/** Words for a value of an action or a view ("E" as a suit, a card code as its name). */
export function words(value: unknown, game?: string): string {
  if (isCard(value)) return cardName(value, game);
  if (typeof value === 'string' && SUITS[value]) return SUITS[value].de;
  if (Array.isArray(value)) return value.map((v) => words(v, game)).join(', ');
  if (typeof value === 'boolean') return lang.get() === 'de' ? (value ? 'ja' : 'nein') : value ? 'yes' : 'no';
  return String(value);
}
