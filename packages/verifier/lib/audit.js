// Generated from src/audit/audit.ts by packages/verifier/generate.mjs: edit the source and run it again.
import { canonicalJson } from './canonical.js';
import { chatHash, nodeAuditCrypto } from './chain.js';
import { EXPORT_FORMAT, parseExport } from './export-format.js';
import { checkSeedAndChain, checkShape, exactMembers, failHead, kindOf, parse, verdictOf, where, } from './integrity.js';
import { decodeJws, kidOf, SignatureInvalid, verifyJws } from './jws.js';
import { seatHolders } from './players.js';
import { CHAT_TYPE, HEAD_TYPE, RECEIPT_TYPE } from './signing.js';
/** Without the engines: nothing is re-played, and the report says so. */
export const withoutReplay = {
    replay: () => ({}),
    report: () => ({
        summary: 'Checked here: the form, the seed commitment, the hash chain, the seats, the signed head.',
        checks: [
            {
                check: 'rules',
                ok: null,
                detail: "not re-played by this verifier: the deals from the seed, every move against the rules, the bots' moves, the result and the title need the game engines; run `npm run verify` in a clone of the service to check them.",
            },
        ],
    }),
};
/** Checks an export without any key (names the first failure); the signatures are `auditWith`'s. */
export function checkExport(input, replayer, crypto = nodeAuditCrypto) {
    return verdictOf(async () => {
        const doc = parse(input);
        checkShape(doc);
        const key = await checkSeedAndChain(crypto, doc);
        checkPlayers(doc);
        const replayed = replayer.replay(doc);
        if (doc.format === EXPORT_FORMAT) {
            checkHeadClaims(doc);
            if (doc.chat)
                checkChat(doc);
        }
        const v2 = doc.format === EXPORT_FORMAT ? doc : null;
        return {
            ok: true,
            matchId: doc.match.id,
            game: doc.match.game,
            events: doc.events.length,
            headHash: doc.headHash,
            chainVersion: key.version,
            chatMessages: v2?.chat?.messages.length ?? 0,
            ...replayed,
        };
    });
}
/** Who sat where, as the PlayerJoined and PlayerLeft events record it (format 1 named seats only). */
function checkPlayers(doc) {
    const holders = seatHolders(doc.match.seats, doc.events);
    const expected = doc.format === EXPORT_FORMAT ? holders : holders.map((h) => ({ seat: h.seat, name: h.name }));
    if (canonicalJson(expected) !== canonicalJson(doc.match.players)) {
        failHead('match.players', `The events seat ${canonicalJson(expected)}, not the players the head names.`);
    }
}
/** The signed head must name exactly this export's head (its signature is checked by `auditWith`). */
function checkHeadClaims(doc) {
    let claims;
    try {
        claims = decodeJws(doc.signature).claims;
    }
    catch {
        return failHead('signature', 'The signature is not a compact JWS.');
    }
    const expected = {
        matchId: doc.match.id,
        version: doc.version,
        headHash: doc.headHash,
        seedCommitment: doc.match.seedCommitment,
        ended: true,
    };
    const signed = Object.fromEntries(Object.keys(expected).map((k) => [k, claims[k]]));
    if (canonicalJson(signed) !== canonicalJson(expected))
        failHead('signature', `The signed head ${canonicalJson(signed)} is not this export's head.`);
}
const CHAT_MESSAGE_SHAPE = { id: ['integer'], sender: ['object'], createdAt: ['string'], text: ['string'] };
const CHAT_SENDER_SHAPE = {
    id: ['string'],
    kind: ['string'],
    seat: ['integer'],
    name: ['string'],
    playerId: ['string'],
};
const CHAT_NULLABLE = new Set(['seat', 'playerId']);
/**
 * The chat section (not part of the chain): every message has exactly its members, of their types, ids increase,
 * and the signed claims name exactly these messages of this match (their signature is checked by `auditWith`).
 */
function checkChat(doc) {
    const { messages, signature } = doc.chat;
    // The chat's lines follow the head, the events and the line that opens the chat.
    const lineOf = (position) => doc.events.length + 2 + position;
    let previous = 0;
    messages.forEach((message, i) => {
        const field = `chat.messages.${i + 1}`;
        const line = lineOf(i + 1);
        if (kindOf(message) !== 'object' || message === null)
            failHead(field, 'A chat message must be an object.', line);
        const check = (value, shape, prefix) => {
            for (const [key, kinds] of Object.entries(shape)) {
                const member = value[key];
                if (member === null && CHAT_NULLABLE.has(key))
                    continue;
                if (member === undefined || !kinds.includes(kindOf(member)))
                    failHead(`${prefix}.${key}`, `"${prefix}.${key}" must be ${kinds.join(' or ')}.`, line);
            }
            exactMembers(value, Object.keys(shape), (key) => failHead(`${prefix}.${key}`, `"${prefix}" has a member "${key}" that the format does not define.`, line));
        };
        check(message, CHAT_MESSAGE_SHAPE, field);
        if (kindOf(message.sender) !== 'object' || message.sender === null)
            failHead(`${field}.sender`, `"${field}.sender" must be an object.`, line);
        check(message.sender, CHAT_SENDER_SHAPE, `${field}.sender`);
        if (message.id <= previous)
            failHead(`${field}.id`, `Chat message ids must increase: ${message.id} follows ${previous}.`, line);
        previous = message.id;
    });
    const line = lineOf(messages.length + 1);
    let claims;
    try {
        claims = decodeJws(signature).claims;
    }
    catch {
        return failHead('chat.signature', "The chat's signature is not a compact JWS.", line);
    }
    const expected = { matchId: doc.match.id, messages: messages.length, chatHash: chatHash(messages) };
    const signed = Object.fromEntries(Object.keys(expected).map((k) => [k, claims[k]]));
    if (canonicalJson(signed) !== canonicalJson(expected))
        failHead('chat.signature', `The signed chat ${canonicalJson(signed)} is not this export's chat ${canonicalJson(expected)}.`, line);
}
/**
 * The whole audit: `checkExport`, then the head's signature against the key set, the chat's, and each receipt:
 * signed by the service, for this match, and contained unchanged in the export's history (or proof it was rewritten).
 */
export async function auditWith(input, options, replayer) {
    const verdict = await checkExport(input, replayer);
    if (!verdict.ok)
        return { ok: false, verdict, checks: [{ check: 'export', ok: false, detail: `${where(verdict)}: ${verdict.reason}` }] };
    const { summary, checks: replayed } = replayer.report(verdict);
    const checks = [
        {
            check: 'export',
            ok: true,
            detail: `match ${verdict.matchId} (${verdict.game}), ${verdict.events} events, chain version ${verdict.chainVersion}, head ${verdict.headHash}. ${summary}`,
        },
        ...replayed,
    ];
    const doc = parseExport(input);
    if (doc.format === EXPORT_FORMAT) {
        checks.push(headSignature(doc.signature, options));
        if (doc.chat)
            checks.push(chatSignature(doc.chat.signature, doc.chat.messages.length, options));
    }
    else {
        checks.push(options.skipSignature
            ? {
                check: 'signature',
                ok: null,
                detail: 'NOT CHECKED: a format 1 export carries no signature, so nothing shows that the service wrote it; accepted unsigned as --skip-signature asks.',
            }
            : {
                check: 'signature',
                ok: false,
                detail: 'a format 1 export carries no signature, so nothing shows that the service wrote it; pass --skip-signature to accept it unsigned.',
            });
    }
    for (const [i, receipt] of (options.receipts ?? []).entries())
        checks.push(checkReceipt(`receipt ${i + 1}`, receipt, doc, options.jwks));
    return { ok: checks.every((c) => c.ok !== false), verdict, checks };
}
const keyName = (token) => (kidOf(token) === null ? 'a key without an id' : `key ${kidOf(token)}`);
function headSignature(token, options) {
    if (options.jwks) {
        try {
            verifyJws(token, options.jwks, HEAD_TYPE);
            return { check: 'signature', ok: true, detail: `the service signed this head (${keyName(token)}).` };
        }
        catch (error) {
            return {
                check: 'signature',
                ok: false,
                detail: `the head's signature does not verify with the key set given: ${error.message}.`,
            };
        }
    }
    if (options.skipSignature) {
        return {
            check: 'signature',
            ok: null,
            detail: `NOT CHECKED, as --skip-signature asks: the head is signed by ${keyName(token)}, but nothing here shows that this is the service's key; anyone can re-chain an export and sign it with a key of their own.`,
        };
    }
    return {
        check: 'signature',
        ok: false,
        detail: `signed by ${keyName(token)}; pass --jwks <file|url> to check it, or --skip-signature to accept it unchecked.`,
    };
}
function chatSignature(token, count, options) {
    const what = `${count} message${count === 1 ? '' : 's'}, apart from the hash chain`;
    if (!options.jwks)
        return {
            check: 'chat',
            ok: null,
            detail: `${what}; their signature (${keyName(token)}) is not checked without the service's key set (--jwks).`,
        };
    try {
        verifyJws(token, options.jwks, CHAT_TYPE);
        return { check: 'chat', ok: true, detail: `${what}, as the service signed them (${keyName(token)}).` };
    }
    catch (error) {
        return { check: 'chat', ok: false, detail: `${what}; their signature does not verify: ${error.message}.` };
    }
}
function checkReceipt(name, token, doc, jwks) {
    if (!jwks)
        return { check: name, ok: null, detail: 'not checked: give the service key set (--jwks) to check receipts.' };
    let claims;
    try {
        claims = verifyJws(token.trim(), jwks, RECEIPT_TYPE);
    }
    catch (error) {
        const detail = error instanceof SignatureInvalid ? error.message : String(error);
        return { check: name, ok: false, detail: `not a receipt signed by the service: ${detail}` };
    }
    const { matchId, version, headHash, at } = claims;
    const said = `the service accepted version ${String(version)} of match ${String(matchId)} with head ${String(headHash)} at ${String(at)}`;
    if (matchId !== doc.match.id)
        return { check: name, ok: null, detail: `${said}; this export is of match ${doc.match.id}.` };
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 0)
        return { check: name, ok: false, detail: `${said}: its version is not a count of events.` };
    if (version > doc.events.length) {
        return {
            check: name,
            ok: false,
            detail: `${said}, but the export ends at version ${doc.events.length}: the history was cut short or rewritten.`,
        };
    }
    const hash = version === 0 ? null : doc.events[version - 1].hash;
    if (hash !== headHash)
        return {
            check: name,
            ok: false,
            detail: `${said}, but the export's hash at that version is ${hash}: the history was rewritten after the receipt.`,
        };
    return { check: name, ok: true, detail: `${said}; the export contains that history unchanged.` };
}
