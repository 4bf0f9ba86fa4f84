import { it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { canonicalJson, sha256Hex } from '../../../../src/audit/chain.js';
import { PACKS, rankOf, type Card } from '../../../../src/engine/core/cards.js';
import type { Command } from '../../../../src/engine/core/game.js';
import { resolveOptions } from '../../../../src/engine/core/options.js';
import { schafkopf as game } from '../../../../src/engine/schafkopf/index.js';
import { orderOf } from '../../../../src/engine/schafkopf/rules/games.js';
import { chooser } from '../session-runner.js';

const SESSIONS = 64;

it('records v1 sessions', () => {
  const out: unknown[] = [];
  for (let i = 0; i < SESSIONS; i++) {
    const pick = chooser(1000 + i * 7919);
    const long = pick(4) > 0;
    const allPass = (['redeal', 'redealDouble', 'stock', 'stockDouble', 'muss', 'ramsch'] as const)[pick(6)];
    const options = {
      pack: long ? 'long' : 'short',
      deals: i % 12 === 5 ? null : 3 + pick(4),
      firstDealer: pick(3) === 0 ? null : pick(4),
      wenz: pick(2) === 0, geier: pick(2) === 0, farbwenz: pick(2) === 0, farbgeier: pick(2) === 0,
      bettel: pick(2) === 0, tout: pick(3) > 0, hochzeit: pick(2) === 0, hochzeitOpen: pick(2) === 0,
      steigern: pick(3) === 0, allPass: !long && allPass === 'ramsch' ? 'muss' : allPass, renonce: pick(2) === 0,
      doubling: (['off', 'everyone', 'exceptDealer'] as const)[pick(3)], stossMax: pick(5),
      stossUntil: pick(2) === 0 ? 'ownFirstCard' : 'firstTrick', laufendeFrom: 1 + pick(4),
      stockShared: pick(2) === 0, stockSolo: pick(2) === 0, schieberrunde: pick(3),
      tariffRufspiel: 10 + 10 * pick(2), tariffSolo: 50, tariffBonus: 10,
    };
    const presets: unknown[] = [];
    if (long && i % 5 === 2) {
      options.hochzeit = true;
      const ruf = orderOf('rufspiel', null);
      while (presets.length < 8) {
        const cards = [...PACKS.long32];
        for (let k = cards.length - 1; k > 0; k--) { const j = pick(k + 1); [cards[k], cards[j]] = [cards[j], cards[k]]; }
        const hands = [0, 1, 2, 3].map((s) => cards.slice(s * 8, s * 8 + 8));
        if (hands.some((h) => h.filter((c) => ruf.suit(c) === 'trump').length === 1)) presets.push({ hands });
      }
    } else if (long && pick(3) === 0) {
      const ruf = orderOf('rufspiel', null);
      for (let d = 0; d < 6; d++) {
        const cards = [...PACKS.long32];
        for (let k = cards.length - 1; k > 0; k--) { const j = pick(k + 1); [cards[k], cards[j]] = [cards[j], cards[k]]; }
        let hands = [0, 1, 2, 3].map((s) => cards.slice(s * 8, s * 8 + 8));
        if (d % 3 === 1) {
          const high = PACKS.long32.filter((c) => rankOf(c) === 'O' || rankOf(c) === 'U');
          const rest = cards.filter((c) => !high.includes(c));
          hands = [rest.slice(0, 8), rest.slice(8, 16), rest.slice(16, 24)];
          hands.splice(pick(4), 0, high as Card[]);
        } else if (!hands.some((h) => h.filter((c) => ruf.suit(c) === 'trump').length === 1)) { /* fine */ }
        presets.push({ hands });
      }
    }
    const setup = { players: 4, options: resolveOptions(game.options, options), seed: `v1-ref-${i}`, presets };
    let state = game.initialState(setup);
    const events: unknown[] = [];
    const commands: string[] = [];
    const run = (command: Command) => {
      const produced = game.decide(command as never, state);
      for (const e of produced) state = game.evolve(state, e);
      events.push(...produced);
      commands.push(command.type === 'StartMatch' ? 'S' : command.type === 'Forfeit' ? `F${command.seat}` : `${command.seat}${JSON.stringify(command.action)}`);
    };
    run({ type: 'StartMatch' });
    const forfeitAt = i % 9 === 4 ? 40 + pick(60) : -1;
    for (let step = 0; step < 4000 && state.phase !== 'over'; step++) {
      if (step === forfeitAt) { run({ type: 'Forfeit', seat: pick(4) }); break; }
      const seat = game.activeSeats(state)[0];
      const other = (seat + 1 + pick(3)) % 4;
      const extra = game.legalActions(state, other).filter((a) => a.type === 'stoss' || (a.type === 'voteEnd' && pick(options.deals === null ? 4 : 30) === 0));
      if (extra.length > 0 && pick(3) === 0) { run({ type: 'Act', seat: other, action: extra[pick(extra.length)] }); continue; }
      const legal = game.legalActions(state, seat).filter((a) => a.type !== 'voteEnd');
      const wanted = legal.filter((a) => a.type === 'announce' && ((a as { game: string }).game === 'sie' || (a as { game: string }).game.endsWith('Tout') || (a as { game: string }).game === 'hochzeit'));
      const plays = legal.filter((a) => a.type === 'play' || a.type === 'offerHochzeit' || a.type === 'double');
      const passes = legal.filter((a) => a.type === 'pass');
      if (passes.length > 0 && (state.phase === 'schieber' || (i % 4 === 1 && state.phase === 'announcing')) && pick(3) > 0) { run({ type: 'Act', seat, action: passes[0] }); continue; }
      const action = wanted.length > 0 && pick(2) === 0 ? wanted[pick(wanted.length)] : plays.length > 0 && pick(2) === 0 ? plays[pick(plays.length)] : legal[pick(legal.length)];
      run({ type: 'Act', seat, action });
    }
    out.push({
      options, seed: setup.seed, presets, commands,
      events: events.length, types: [...new Set((events as { type: string }[]).map((e) => e.type))].sort(),
      hash: sha256Hex(canonicalJson(events)),
      result: { outcome: game.outcome(state), standings: game.standings(state) },
    });
  }
  writeFileSync(new URL('./sessions.json', import.meta.url), JSON.stringify(out) + '\n');
});
