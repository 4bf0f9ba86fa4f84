import { render } from 'preact';
import { lazy, Suspense } from 'preact/compat';
import { route, go, me } from './api.js';
import { CardGlyphs } from './cards.js';
import { lang, setLang, t } from './i18n.js';
import { Lobby } from './lobby.js';
import { MyMatches } from './me.js';
import { Table } from './table.js';
import './style.css';

// The history and audit pages load their code only when opened, so the first page stays small.
const History = lazy(() => import('./history.js').then((m) => ({ default: m.History })));
const Audit = lazy(() => import('./audit.js').then((m) => ({ default: m.Audit })));

function Page() {
  const path = route.use();
  const match = /^\/m\/([\w-]+)(\/history)?$/.exec(path);
  if (match?.[2]) return <History matchId={match[1]} />;
  if (match) return <Table key={match[1]} matchId={match[1]} />;
  if (path === '/me') return <MyMatches />;
  if (path === '/audit') return <Audit />;
  return <Lobby />;
}

function App() {
  const current = lang.use();
  const player = me.use();
  route.use();
  return (
    <>
      <CardGlyphs />
      <header class="top">
        <a class="brand" href="#/" aria-label="Kartenrunde">
          <span aria-hidden="true">♥</span> Kartenrunde
        </a>
        <nav aria-label="main">
          <a href="#/">{t('lobby')}</a>
          <a href="#/me">{player ? `${t('myMatches')} (${player.name})` : t('myMatches')}</a>
          <a href="#/audit">{t('audit')}</a>
          <button type="button" class="link" onClick={() => setLang(current === 'de' ? 'en' : 'de')} lang={current === 'de' ? 'en' : 'de'}>
            {t('language')}
          </button>
        </nav>
      </header>
      <main>
        <Suspense fallback={<p>{t('loading')}</p>}>
          <Page />
        </Suspense>
      </main>
    </>
  );
}

document.documentElement.lang = lang.get();
if (!location.hash) go('/');
render(<App />, document.getElementById('app')!);
