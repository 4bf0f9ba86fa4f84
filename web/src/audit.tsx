import { checkIntegrity, where, type IntegrityVerdict } from '../../src/audit/integrity.js';
import { useState } from 'preact/hooks';
import { api, problem } from './api.js';
import { lang, t } from './i18n.js';
import { webAuditCrypto } from './webcrypto.js';

/**
 * Checks an export in this browser with the same code as `npm run verify` (src/audit/integrity.ts): its form,
 * the revealed seed and salt against the commitment, and the hash chain event by event. A file dropped here
 * never leaves the browser.
 */
export function Audit() {
  lang.use();
  const [verdict, setVerdict] = useState<IntegrityVerdict | null>(null);
  const [name, setName] = useState('');
  const [over, setOver] = useState(false);
  const [matchId, setMatchId] = useState('');
  const [error, setError] = useState('');

  // The bytes as they are: File.text() would drop a byte order mark and replace invalid UTF-8, which the check refuses.
  const check = async (bytes: Uint8Array, from: string) => {
    setName(from);
    setError('');
    setVerdict(await checkIntegrity(bytes, webAuditCrypto));
  };
  const readFile = async (file: File | undefined) => file && check(new Uint8Array(await file.arrayBuffer()), file.name);

  return (
    <div class="panel narrow audit">
      <h1>{t('checkExport')}</h1>
      <p>{t('auditHint')}</p>
      <div
        class={over ? 'drop over' : 'drop'}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          void readFile(e.dataTransfer?.files[0]);
        }}
      >
        <label>
          {t('chooseFile')}:{' '}
          <input
            type="file"
            name="export"
            accept=".json,application/json"
            onChange={(e) => void readFile((e.target as HTMLInputElement).files?.[0])}
          />
        </label>
      </div>
      <form
        class="row"
        onSubmit={async (e) => {
          e.preventDefault();
          const res = await api().GET('/matches/{id}/export', { params: { path: { id: matchId.trim() } }, parseAs: 'arrayBuffer' });
          if (res.data === undefined) setError(problem(res.error));
          else await check(new Uint8Array(res.data), matchId.trim());
        }}
      >
        <label>
          {t('orMatchId')} <input name="matchId" value={matchId} onInput={(e) => setMatchId((e.target as HTMLInputElement).value)} />
        </label>
        <button type="submit">{t('load')}</button>
      </form>
      {error && <p class="error">{error}</p>}
      {verdict && (
        <div class="result" aria-live="polite">
          <p class="small muted">{name}</p>
          {verdict.ok ? (
            <>
              <p class="verdict ok" data-verdict="valid">
                ✓ {t('valid')}: {t('chainOk')}
              </p>
              <p class="small">
                {verdict.game}, {verdict.events} {t('events')}, chain v{verdict.chainVersion}, head <code>{verdict.headHash}</code>
              </p>
              <p class="small muted">{t('replayNote')}</p>
              <a href={`#/m/${verdict.matchId}/history`}>{t('history')}</a>
            </>
          ) : (
            <p class="verdict bad" data-verdict="broken">
              ✗ {t('brokenAt')} {where(verdict)}: {verdict.reason}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
