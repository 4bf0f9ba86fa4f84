import type { ComponentChildren } from 'preact';
import { Card, CardBack } from './cards.js';
import { cardCount } from './format.js';
import { t } from './i18n.js';
import type { Scene, SeatScene, Trick } from './scene.js';
import { sortCards } from './order.js';

// The table as people sit at it: the viewer at the bottom, the others clockwise around (left, across, right),
// each card of a trick in front of the seat that played it.

/** Places around the table, clockwise from the bottom, by the number of seats. */
const PLACES: Record<number, string[]> = {
  2: ['s', 'n'],
  3: ['s', 'w', 'e'],
  4: ['s', 'w', 'n', 'e'],
  5: ['s', 'w', 'nw', 'ne', 'e'],
  6: ['s', 'w', 'nw', 'n', 'ne', 'e'],
};
export const placeOf = (seat: number, bottom: number, seats: number) => (PLACES[seats] ?? PLACES[6])[(seat - bottom + seats) % seats];

/** A note on a card of the board (the history's analysis): its value, and whether it was played or among the best. */
export interface CardMark {
  value: string;
  played: boolean;
  best: boolean;
  /** Played and worse than the best. */
  worse: boolean;
}
export type CardMarks = (seat: number, card: string) => CardMark | null;

/** A card with its mark below it, or the plain card. */
function MarkedCard({ card, game, mark }: { card: string; game: string; mark: CardMark | null | undefined }) {
  if (!mark) return <Card card={card} game={game} />;
  const kind = `${mark.played ? ' played-card' : ''}${mark.best ? ' best' : ''}${mark.worse ? ' worse' : ''}`;
  return (
    <span class={`marked${kind}`} data-card={card}>
      <Card card={card} game={game} />
      <span class="card-value">{mark.value}</span>
    </span>
  );
}

export interface SeatExtra {
  /** A name's second line: a bot's kind. */
  kind?: string | null;
  /** Whose move it is, in words ("am Zug", a deadline). */
  turn?: string | null;
}

interface BoardProps {
  scene: Scene;
  names: (seat: number) => string;
  /** The seat drawn at the bottom: the viewer's, else the first. */
  bottom: number;
  me: number | null;
  /** The trick drawn in the middle, with its winner once taken. */
  trick: Trick;
  /** Seats the match waits for. */
  toMove: number[];
  extra?: (seat: number) => SeatExtra;
  /** Drawn below the middle (e.g. the button to look at the last trick). */
  children?: ComponentChildren;
  /** Values beside cards (the history's analysis). */
  marks?: CardMarks;
}

export function Board({ scene, names, bottom, me, trick, toMove, extra, children, marks }: BoardProps) {
  const n = scene.seats.length;
  const place = (seat: number) => placeOf(seat, bottom, n);
  return (
    <section class={`felt seats-${n}`} aria-label={t('table')}>
      {scene.seats.map((seat) => (
        <SeatBox
          seat={seat}
          name={names(seat.seat)}
          place={place(seat.seat)}
          me={seat.seat === me}
          toMove={toMove.includes(seat.seat)}
          took={trick.winner === seat.seat}
          order={scene}
          extra={extra?.(seat.seat)}
          marks={marks}
        />
      ))}
      <div class="centre">
        {(scene.facts.length > 0 || scene.standings.length > 0) && (
          <div class="facts">
            {scene.facts.map((line) => (
              <p class="fact">{line}</p>
            ))}
            {scene.standings.map((line) => (
              <p class="standing small">{line}</p>
            ))}
          </div>
        )}
        {scene.tableCards.length > 0 && (
          <div class="table-cards" role="group" aria-label={t('openCards')}>
            {scene.tableCards.map((card) => (
              <Card card={card} game={scene.game} />
            ))}
          </div>
        )}
        {scene.talon && (
          <div class="talon" role="group" aria-label={`${t('talon')}: ${cardCount(scene.talon.count)}`}>
            {scene.talon.trumpCard && <Card card={scene.talon.trumpCard} game={scene.game} />}
            {scene.talon.count > (scene.talon.trumpCard ? 1 : 0) && (
              <span class="stack" aria-hidden="true">
                <CardBack />
                <span class="count">{scene.talon.count - (scene.talon.trumpCard ? 1 : 0)}</span>
              </span>
            )}
          </div>
        )}
        <TrickView trick={trick} names={names} place={place} game={scene.game} marks={marks} />
        {children}
      </div>
    </section>
  );
}

/** The cards of a trick, each in front of its seat; the card that took it marked, and who took it said. */
export function TrickView({
  trick,
  names,
  place,
  game,
  marks,
}: {
  trick: Trick;
  names: (seat: number) => string;
  place: (seat: number) => string;
  game: string;
  marks?: CardMarks;
}) {
  if (trick.plays.length === 0) return null;
  return (
    <div
      class={`trick${trick.winner !== null ? ' taken' : ''}`}
      role="group"
      aria-label={t('trick')}
      data-winner={trick.winner ?? undefined}
    >
      <div class="trick-cards">
        {trick.plays.map((play, i) => (
          <figure
            class={`played at-${place(play.seat)}${play.seat === trick.winner ? ' took' : ''}`}
            data-seat={play.seat}
            style={`z-index:${i + 1}`}
          >
            <MarkedCard card={play.card} game={game} mark={marks?.(play.seat, play.card)} />
            <figcaption class="small">{names(play.seat)}</figcaption>
          </figure>
        ))}
      </div>
      {trick.winner !== null && (
        <p class="trick-winner" role="status">
          {t('trickTo')} {names(trick.winner)}
        </p>
      )}
    </div>
  );
}

function SeatBox({
  seat,
  name,
  place,
  me,
  toMove,
  took,
  order,
  extra,
  marks,
}: {
  seat: SeatScene;
  name: string;
  place: string;
  me: boolean;
  toMove: boolean;
  took: boolean;
  order: Scene;
  extra?: SeatExtra;
  marks?: CardMarks;
}) {
  return (
    <div class={`seat-box at-${place}${toMove ? ' waiting' : ''}${me ? ' me' : ''}${took ? ' took' : ''}`} data-seat={seat.seat}>
      <div class="seat-name">
        {name}
        {me && <span class="muted"> ({t('you')})</span>}
      </div>
      {extra?.kind && <div class="small muted">{extra.kind}</div>}
      {seat.tags.length > 0 && (
        <div class="tags">
          {seat.tags.map((tag) => (
            <span class="tag">{tag}</span>
          ))}
        </div>
      )}
      {seat.score && <div class="score">{seat.score}</div>}
      {seat.deal.map((line) => (
        <div class="small">{line}</div>
      ))}
      <div class="small muted">
        {cardCount(seat.cardCount)}
        {seat.status ? ` · ${seat.status}` : ''}
      </div>
      {seat.open && seat.open.length > 0 && (
        <div class="open-hand" role="group" aria-label={`${t('hand')}: ${name}`}>
          {sortCards(seat.open, order.order).map((card) => (
            <MarkedCard card={card} game={order.game} mark={marks?.(seat.seat, card)} />
          ))}
        </div>
      )}
      {toMove && <div class="small turn">{extra?.turn ?? t('waitingFor')}</div>}
    </div>
  );
}
