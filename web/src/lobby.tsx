import { useEffect, useState } from 'preact/hooks';
import { api, creators, go, me, ok, seats, type Game, type LobbyEntry, type Schemas } from './api.js';
import { t } from './i18n.js';
import { seatName } from './names.js';
import { gameTitle, optionChoices, optionDescription, optionsOf, optionTitle, optionValue, type OptionSchema } from './options.js';

type Status = 'waiting' | 'active' | 'finished' | undefined;

export function Lobby() {
  const [games, setGames] = useState<Game[]>([]);
  const [status, setStatus] = useState<Status>(undefined);
  const [items, setItems] = useState<LobbyEntry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState('');

  const load = async (more: string | null) => {
    try {
      const page = ok(
        await api().GET('/matches', { params: { query: { limit: 20, ...(status ? { status } : {}), ...(more ? { cursor: more } : {}) } } }),
      );
      setItems((old) => (more ? [...old, ...page.items] : page.items));
      setCursor(page.nextCursor);
    } catch (e) {
      setError(String((e as Error).message));
    }
  };
  useEffect(() => {
    void api()
      .GET('/games')
      .then((r) => setGames(r.data ?? []));
  }, []);
  useEffect(() => {
    void load(null);
    const timer = setInterval(() => void load(null), 15000);
    return () => clearInterval(timer);
  }, [status]);

  return (
    <div class="lobby">
      <section class="panel">
        <h1>{t('lobby')}</h1>
        <div class="filters" role="group" aria-label={t('status')}>
          {([undefined, 'waiting', 'active', 'finished'] as Status[]).map((s) => (
            <button type="button" class={status === s ? 'chip on' : 'chip'} aria-pressed={status === s} onClick={() => setStatus(s)}>
              {s ? t(s) : t('all')}
            </button>
          ))}
        </div>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        {items.length === 0 ? (
          <p>{t('noMatches')}</p>
        ) : (
          <ul class="matches">
            {items.map((m) => (
              <LobbyItem entry={m} game={games.find((g) => g.id === m.game)} />
            ))}
          </ul>
        )}
        {cursor && (
          <button type="button" onClick={() => void load(cursor)}>
            {t('more')}
          </button>
        )}
      </section>
      <section class="panel">
        <h2>{t('newMatch')}</h2>
        {games.length > 0 && <CreateForm games={games} />}
      </section>
    </div>
  );
}

function timeControlText(tc: LobbyEntry['timeControl']): string {
  if (!tc) return t('noTimeControl');
  const s = tc.moveSeconds;
  const span = s % 86400 === 0 ? `${s / 86400} d` : s % 3600 === 0 ? `${s / 3600} h` : `${Math.round(s / 60)} min`;
  return `${span} ${t('perMove')}`;
}

function LobbyItem({ entry, game }: { entry: LobbyEntry; game: Game | undefined }) {
  const changed = entry.rules.filter((r) => !r.isDefault);
  const schemas = optionsOf(game);
  const mine = seats.get(entry.id);
  return (
    <li class="match-item" data-match={entry.id}>
      <div class="match-head">
        <strong>{game ? gameTitle(game) : entry.title}</strong> <span class={`badge ${entry.status}`}>{t(entry.status)}</span>
        {entry.creator && (
          <span class="muted">
            {' '}
            {t('createdBy')} {entry.creator.name}
          </span>
        )}
      </div>
      <div class="muted small">
        {t('timeControl')}: {timeControlText(entry.timeControl)} · {changed.length === 0 ? t('standardRules') : `${t('changedRules')}:`}
      </div>
      {changed.length > 0 && (
        <ul class="rules small">
          {changed.map((r) => (
            <li>
              {optionTitle(r.name, schemas[r.name] ?? {})}: <strong>{optionValue(schemas[r.name] ?? {}, r.value)}</strong>
            </li>
          ))}
        </ul>
      )}
      <div class="seat-list small">
        {entry.seats.map((s) => (
          <span class={`seat-pill ${s.state}`}>
            {s.seat + 1}: {s.state === 'taken' ? seatName(entry.seats, s.seat) : t(s.state)}
          </span>
        ))}
      </div>
      <div class="row">
        <a class="button" href={`#/m/${entry.id}`}>
          {mine ? t('play') : entry.status === 'finished' ? t('watch') : entry.openSeats > 0 ? t('join') : t('watch')}
        </a>
        {entry.status === 'finished' && <a href={`#/m/${entry.id}/history`}>{t('history')}</a>}
      </div>
    </li>
  );
}

function CreateForm({ games }: { games: Game[] }) {
  const [gameId, setGameId] = useState(games.find((g) => g.id === 'schafkopf')?.id ?? games[0].id);
  const game = games.find((g) => g.id === gameId)!;
  const props = optionsOf(game);
  const [count, setCount] = useState(game.players.min);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [visibility, setVisibility] = useState<'public' | 'unlisted' | 'private'>('public');
  const [moveSeconds, setMoveSeconds] = useState(0);
  const [onTimeout, setOnTimeout] = useState<'bot' | 'forfeit' | 'nothing'>('bot');
  const [error, setError] = useState('');
  const player = me.use();

  const pick = (id: string) => {
    const next = games.find((g) => g.id === id)!;
    setGameId(id);
    setCount(next.players.min);
    setOptions({});
  };
  const submit = async (event: Event) => {
    event.preventDefault();
    setError('');
    try {
      const created = ok(
        await api(player?.key).POST('/matches', {
          body: {
            // A game of the catalogue (GET /games), whose options the form offered.
            game: gameId as Schemas['CreateMatchDto']['game'],
            seats: count,
            options: options as never,
            visibility,
            ...(moveSeconds > 0 ? { timeControl: { moveSeconds, onTimeout, bot: 'heuristic' as const } } : {}),
          },
        }),
      );
      creators.set(created.match.id, created.creatorToken);
      go(`/m/${created.match.id}`);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const value = (name: string, schema: OptionSchema) => (name in options ? options[name] : schema.default);
  return (
    <form class="create" onSubmit={submit}>
      <label>
        {t('game')}
        <select name="game" value={gameId} onChange={(e) => pick((e.target as HTMLSelectElement).value)}>
          {games.map((g) => (
            <option value={g.id}>{gameTitle(g)}</option>
          ))}
        </select>
      </label>
      {game.players.max > game.players.min && (
        <label>
          {t('seats')}
          <input
            name="seats"
            type="number"
            min={game.players.min}
            max={game.players.max}
            value={count}
            onInput={(e) => setCount(Number((e.target as HTMLInputElement).value))}
          />
        </label>
      )}
      <fieldset>
        <legend>{t('rules')}</legend>
        {Object.entries(props).map(([name, schema]) => (
          <OptionField
            name={name}
            schema={schema}
            seats={count}
            value={value(name, schema)}
            onChange={(v) => setOptions({ ...options, [name]: v })}
          />
        ))}
      </fieldset>
      <label>
        {t('visibility')}
        <select
          name="visibility"
          value={visibility}
          onChange={(e) => setVisibility((e.target as HTMLSelectElement).value as typeof visibility)}
        >
          {(['public', 'unlisted', 'private'] as const).map((v) => (
            <option value={v}>{t(v)}</option>
          ))}
        </select>
      </label>
      <label>
        {t('moveTime')}
        <select name="moveSeconds" value={moveSeconds} onChange={(e) => setMoveSeconds(Number((e.target as HTMLSelectElement).value))}>
          {[0, 300, 3600, 86400, 259200].map((s) => (
            <option value={s}>
              {s === 0 ? t('noTimeControl') : s < 3600 ? `${s / 60} min` : s < 86400 ? `${s / 3600} h` : `${s / 86400} d`}
            </option>
          ))}
        </select>
      </label>
      {moveSeconds > 0 && (
        <label>
          {t('onTimeout')}
          <select value={onTimeout} onChange={(e) => setOnTimeout((e.target as HTMLSelectElement).value as typeof onTimeout)}>
            <option value="bot">{t('timeoutBot')}</option>
            <option value="forfeit">{t('timeoutForfeit')}</option>
            <option value="nothing">{t('timeoutNothing')}</option>
          </select>
        </label>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="primary">
        {t('create')}
      </button>
    </form>
  );
}

/** One house rule with its title, a control that fits its values, and its sentence. */
function OptionField({
  name,
  schema,
  seats,
  value,
  onChange,
}: {
  name: string;
  schema: OptionSchema;
  seats: number;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const title = optionTitle(name, schema);
  const description = optionDescription(schema);
  const id = `option-${name}`;
  const hint = (
    <span class="hint" id={`${id}-hint`}>
      {description && <span data-said-by="service">{description} </span>}({t('optionDefault')}: {defaultWords(schema)})
    </span>
  );
  if (types.includes('boolean')) {
    return (
      <div class="option check">
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={value === true}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange((e.target as HTMLInputElement).checked)}
        />
        <span>
          <label for={id}>{title}</label> {hint}
        </span>
      </div>
    );
  }
  // Values with names (an enum, a seat counted from 1, null as what it means) are chosen; other numbers typed.
  const choices = optionChoices(schema, seats);
  if (choices) {
    return (
      <div class="option">
        <label for={id}>{title}</label>
        <select
          id={id}
          name={name}
          value={JSON.stringify(value)}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(JSON.parse((e.target as HTMLSelectElement).value))}
        >
          {choices.map((c) => (
            <option value={JSON.stringify(c.value)}>{c.text}</option>
          ))}
        </select>
        {hint}
      </div>
    );
  }
  const nullable = types.includes('null');
  return (
    <div class="option">
      <label for={id}>{title}</label>
      <input
        id={id}
        name={name}
        type="number"
        min={schema.minimum}
        max={schema.maximum}
        placeholder={nullable ? optionValue(schema, null) : undefined}
        aria-describedby={`${id}-hint`}
        value={value === null || value === undefined ? '' : String(value)}
        onInput={(e) => {
          const text = (e.target as HTMLInputElement).value;
          onChange(text === '' && nullable ? null : Number(text));
        }}
      />
      {hint}
    </div>
  );
}

/** The default in words: "ja", "Lange Karte (32)", "der letzte Platz". */
function defaultWords(schema: OptionSchema): string {
  return optionValue(schema, schema.default);
}
