const B = 'http://127.0.0.1:3999';
const j = async (path, init = {}, token) => { const r = await fetch(B + path, { ...init, headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) } }); return r.json(); };
const game = process.argv[2] ?? 'schafkopf', seats = Number(process.argv[3] ?? 4);
const m = (await j('/matches', { method: 'POST', body: JSON.stringify({ game, seats, visibility: 'public', options: game === 'schafkopf' ? { deals: 1 } : {} }) })).match.id;
const tokens = [];
for (let i = 0; i < seats; i++) tokens.push((await j(`/matches/${m}/players`, { method: 'POST', body: JSON.stringify({ name: 'P' + i }) })).token);
for (;;) {
  const s = await j(`/matches/${m}`);
  if (s.status !== 'active') break;
  const t = tokens[s.activeSeats[0]];
  const v = await j(`/matches/${m}/view`, {}, t);
  const a = v.legalActions.find((x) => x.type === 'pass') ?? v.legalActions[0];
  await j(`/matches/${m}/actions`, { method: 'POST', body: JSON.stringify(a) }, t);
}
console.log(m);
