import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { guardedLookup, HostRefused, refusedHost, refusedRange, type HostLookup } from '../../src/webhooks/address-policy.js';
import { messageId, newSecret, signature, signatureHeaders } from '../../src/webhooks/signature.js';
import { post } from '../../src/webhooks/transport.js';
import { guardConnections, type ConnectGuard } from '../support/connect-guard.js';
import { REFUSED_URLS } from '../support/refused-urls.js';
import { startReceiver, type Receiver } from '../support/receiver.js';

/** URLs nothing is said against before the lookup (names are judged by what they resolve to). */
const PUBLIC_URLS = [
  'https://example.org/hook',
  'http://8.8.8.8/hook',
  'http://11.0.0.1/hook',
  'http://172.15.255.255/hook',
  'http://172.32.0.1/hook',
  'http://100.63.255.255/hook',
  'http://100.128.0.1/hook',
  'http://192.169.0.1/hook',
  'http://169.255.0.1/hook',
  'http://223.255.255.254/hook',
  'http://[2606:4700:4700::1111]/hook',
  'http://[2a00:1450:4001:81a::200e]/hook',
  'http://localhost.example.org/hook',
  'https://10.0.0.1.example.org:8443/hook',
];

describe('which receiver addresses are refused', () => {
  it.each(REFUSED_URLS)('refuses %s', (url, says) => {
    expect(refusedHost(new URL(url))).toContain(says);
  });

  it.each(PUBLIC_URLS)('says nothing against %s', (url) => {
    expect(refusedHost(new URL(url))).toBeNull();
  });

  it('classifies addresses as a resolver returns them', () => {
    expect(refusedRange('127.0.0.1')).toBe('loopback');
    expect(refusedRange('::ffff:7f00:1')).toBe('ipv4Mapped');
    expect(refusedRange('fe80::1%eth0')).toBe('linkLocal');
    expect(refusedRange('10.1.2.3')).toBe('private');
    expect(refusedRange('not an address')).toBe('unparsable');
    expect(refusedRange('93.184.215.14')).toBeNull();
    expect(refusedRange('2a00:1450:4001:81a::200e')).toBeNull();
  });
});

describe('the lookup a delivery connects with', () => {
  const answer = (...addresses: string[]): LookupAddress[] =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  const resolver = (names: Record<string, LookupAddress[]>): HostLookup & { calls: string[] } => {
    const calls: string[] = [];
    return Object.assign(
      async (name: string) => {
        calls.push(name);
        if (!names[name]) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
        return names[name];
      },
      { calls },
    );
  };
  const run = (lookup: LookupFunction, name: string, options: { all?: boolean; family?: number } = {}) =>
    new Promise<{ error: Error | null; address: unknown; family?: number }>((resolve) =>
      lookup(name, options, (error, address, family) => resolve({ error, address, family })),
    );
  const names = {
    'public.kartenrunde.test': answer('93.184.215.14', '2a00:1450:4001:81a::200e'),
    'loopback.kartenrunde.test': answer('127.0.0.1'),
    'mixed.kartenrunde.test': answer('93.184.215.14', '10.0.0.7'),
    'mapped.kartenrunde.test': answer('::ffff:169.254.169.254'),
  };

  it('passes public answers on, in the form the socket asks for', async () => {
    const lookup = guardedLookup(resolver(names), false);
    expect(await run(lookup, 'public.kartenrunde.test', { all: true })).toEqual({
      error: null,
      address: names['public.kartenrunde.test'],
      family: undefined,
    });
    expect(await run(lookup, 'public.kartenrunde.test')).toEqual({ error: null, address: '93.184.215.14', family: 4 });
    expect(await run(lookup, 'public.kartenrunde.test', { family: 6 })).toEqual({
      error: null,
      address: '2a00:1450:4001:81a::200e',
      family: 6,
    });
  });

  it('refuses a name with any non-public address, and an unknown name, with the same error', async () => {
    const resolve = resolver(names);
    const lookup = guardedLookup(resolve, false);
    for (const name of ['loopback.kartenrunde.test', 'mixed.kartenrunde.test', 'mapped.kartenrunde.test', 'unknown.kartenrunde.test']) {
      const { error, address } = await run(lookup, name, { all: true });
      expect(error).toBeInstanceOf(HostRefused);
      expect(address).toEqual([]);
    }
    // Resolved once each: the addresses checked are the ones that would be connected to.
    expect(resolve.calls).toEqual([
      'loopback.kartenrunde.test',
      'mixed.kartenrunde.test',
      'mapped.kartenrunde.test',
      'unknown.kartenrunde.test',
    ]);
  });

  it('lets everything through when private networks are allowed', async () => {
    const lookup = guardedLookup(resolver(names), true);
    expect(await run(lookup, 'loopback.kartenrunde.test')).toEqual({ error: null, address: '127.0.0.1', family: 4 });
    expect(await run(lookup, 'mixed.kartenrunde.test', { all: true })).toMatchObject({
      error: null,
      address: names['mixed.kartenrunde.test'],
    });
  });

  describe('on a real connection', () => {
    let receiver: Receiver;
    let guard: ConnectGuard;
    beforeAll(async () => {
      receiver = await startReceiver(() => 204);
      guard = guardConnections();
    });
    afterAll(async () => {
      guard.restore();
      await receiver.close();
    });

    it('refuses before the socket connects, and connects to what it checked when allowed', async () => {
      const url = new URL(`http://loopback.kartenrunde.test:${receiver.port}/hook`);
      const signal = AbortSignal.timeout(5000);
      await expect(post(url, {}, '{}', { lookup: guardedLookup(resolver(names), false), signal })).rejects.toBeInstanceOf(HostRefused);
      expect(receiver.connections).toBe(0);
      expect(
        await post(url, { 'Content-Type': 'application/json' }, '{"a":1}', { lookup: guardedLookup(resolver(names), true), signal }),
      ).toBe(204);
      expect(receiver.connections).toBe(1);
      expect(receiver.received.map((r) => [r.headers.host, r.body])).toEqual([[`loopback.kartenrunde.test:${receiver.port}`, '{"a":1}']]);
      expect(guard.attempts.filter((a) => a.port === receiver.port)).toEqual([
        { host: 'loopback.kartenrunde.test', port: receiver.port },
        { host: 'loopback.kartenrunde.test', port: receiver.port },
      ]);
    });

    it("sends the URL's user and password as Basic authentication", async () => {
      const url = new URL(`http://bot:p%40ss@loopback.kartenrunde.test:${receiver.port}/hook`);
      expect(await post(url, {}, '{}', { lookup: guardedLookup(resolver(names), true), signal: AbortSignal.timeout(5000) })).toBe(204);
      expect(receiver.received.at(-1)!.headers.authorization).toBe(`Basic ${Buffer.from('bot:p@ss').toString('base64')}`);
    });

    it('does the same for https', async () => {
      const url = new URL(`https://loopback.kartenrunde.test:${receiver.port}/hook`);
      const signal = AbortSignal.timeout(5000);
      const before = receiver.connections;
      await expect(post(url, {}, '{}', { lookup: guardedLookup(resolver(names), false), signal })).rejects.toBeInstanceOf(HostRefused);
      expect(receiver.connections).toBe(before);
      // Allowed, it connects to the checked address (and the TLS handshake with a plain-HTTP server fails).
      const failed = await post(url, {}, '{}', { lookup: guardedLookup(resolver(names), true), signal }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failed).not.toBeNull();
      expect(failed).not.toBeInstanceOf(HostRefused);
      expect(receiver.connections).toBe(before + 1);
    });
  });
});

describe('Standard Webhooks signatures', () => {
  const body = '{"id":7,"type":"yourMove"}';
  const at = new Date('2026-11-23T12:00:00Z');
  const seconds = at.getTime() / 1000;

  it("are what the specification's library computes and accepts", () => {
    const secret = newSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const headers = signatureHeaders(secret, messageId(7), seconds, body);
    expect(headers).toEqual({
      'webhook-id': 'msg_7',
      'webhook-timestamp': String(seconds),
      'webhook-signature': new Webhook(secret).sign('msg_7', at, body),
    });
    expect(headers['webhook-signature']).not.toBe(signature(newSecret(), 'msg_7', seconds, body));
  });

  it('sign with the same key for a secret issued in base64url before, as its base64 spelling', () => {
    const bytes = Buffer.from('fb'.repeat(32), 'hex'); // "+" and "/" in base64, "-" and "_" in base64url
    const old = `whsec_${bytes.toString('base64url')}`;
    const translated = `whsec_${old.slice(6).replaceAll('-', '+').replaceAll('_', '/')}=`;
    expect(translated).toBe(`whsec_${bytes.toString('base64')}`);
    expect(signature(old, 'msg_1', seconds, body)).toBe(signature(translated, 'msg_1', seconds, body));
    expect(signature(old, 'msg_1', seconds, body)).toBe(new Webhook(translated).sign('msg_1', at, body));
  });
});
