import { useEffect, useState } from 'preact/hooks';
import { api, me, ok, problem, seats, setMe, type PlayerMatch } from './api.js';
import { lang, t } from './i18n.js';

/** The registered player: their key, "your move" across all their matches, and their invitations. */
export function MyMatches() {
  const player = me.use();
  lang.use();
  return player ? <PlayerPage /> : <SignIn />;
}

function SignIn() {
  const [name, setName] = useState('');
  const [key, setKey] = useState('');
  const [shown, setShown] = useState('');
  const [error, setError] = useState('');
  const useKey = async (value: string) => {
    const found = ok(await api(value).GET('/players/me'));
    setMe({ key: value, id: found.id, name: found.name });
  };
  return (
    <div class="panel narrow">
      <h1>{t('myMatches')}</h1>
      <p>{t('registerHint')}</p>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            const registered = ok(await api().POST('/players', { body: { name } }));
            setShown(registered.apiKey.key);
            await useKey(registered.apiKey.key);
          } catch (err) {
            setError((err as Error).message);
          }
        }}
      >
        <label>
          {t('yourName')} <input required maxLength={40} value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
        </label>
        <button type="submit" class="primary">
          {t('register')}
        </button>
      </form>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            await useKey(key.trim());
          } catch (err) {
            setError((err as Error).message);
          }
        }}
      >
        <label>
          {t('apiKey')} <input required value={key} autocomplete="off" onInput={(e) => setKey((e.target as HTMLInputElement).value)} />
        </label>
        <button type="submit">{t('saveKey')}</button>
      </form>
      {shown && (
        <p>
          {t('keyShownOnce')} <code>{shown}</code>
        </p>
      )}
      {error && <p class="error">{error}</p>}
    </div>
  );
}

function PlayerPage() {
  const player = me.get()!;
  const [yourMove, setYourMove] = useState<PlayerMatch[]>([]);
  const [all, setAll] = useState<PlayerMatch[]>([]);
  const [error, setError] = useState('');
  const load = async () => {
    try {
      const client = api(player.key);
      setYourMove(ok(await client.GET('/players/me/matches', { params: { query: { yourMove: true, limit: 100 } } })).items);
      setAll(ok(await client.GET('/players/me/matches', { params: { query: { limit: 50 } } })).items);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), 10000);
    return () => clearInterval(timer);
  }, []);
  const open = (m: PlayerMatch) => {
    if (!m.invited && !seats.get(m.matchId)) seats.set(m.matchId, { token: player.key, seat: m.seat, key: true });
    location.hash = `/m/${m.matchId}`;
  };
  const invitations = all.filter((m) => m.invited);
  const sorted = [...yourMove].sort((a, b) => (a.deadline ?? '9').localeCompare(b.deadline ?? '9'));
  return (
    <div class="panel narrow">
      <h1>
        {t('registeredAs')} {player.name}
      </h1>
      <p class="small muted">
        {t('player')} id: <code>{player.id}</code>{' '}
        <button type="button" class="link" onClick={() => setMe(null)}>
          {t('forgetKey')}
        </button>
      </p>
      {error && <p class="error">{error}</p>}
      <h2>{t('yourMove')}</h2>
      {sorted.length === 0 ? (
        <p>{t('nothingToDo')}</p>
      ) : (
        <ul class="matches">
          {sorted.map((m) => (
            <li class="match-item your-move">
              <button type="button" class="link" onClick={() => open(m)}>
                {m.title}
              </button>{' '}
              {m.deadline && (
                <span class="small">
                  {t('deadline')} {new Date(m.deadline).toLocaleString(lang.get())}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <h2>{t('invitations')}</h2>
      {invitations.length === 0 ? (
        <p class="muted">—</p>
      ) : (
        <ul class="matches">
          {invitations.map((m) => (
            <li class="match-item">
              {m.title}{' '}
              <button
                type="button"
                onClick={async () => {
                  const joined = await api(player.key).POST('/matches/{id}/players', { params: { path: { id: m.matchId } }, body: {} });
                  if (joined.data) {
                    seats.set(m.matchId, { token: player.key, seat: joined.data.seat, key: true });
                    location.hash = `/m/${m.matchId}`;
                  } else setError(problem(joined.error));
                }}
              >
                {t('accept')}
              </button>{' '}
              <button
                type="button"
                onClick={async () => {
                  await api(player.key).POST('/matches/{id}/invitations/decline', { params: { path: { id: m.matchId } } });
                  void load();
                }}
              >
                {t('decline')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <h2>{t('myMatches')}</h2>
      <ul class="matches">
        {all
          .filter((m) => !m.invited)
          .map((m) => (
            <li class="match-item">
              <button type="button" class="link" onClick={() => open(m)}>
                {m.title}
              </button>{' '}
              <span class={`badge ${m.status}`}>{t(m.status)}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}
