import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { RuleViolation } from '../../src/engine/core/errors.js';
import { actionObject } from '../../src/engine/core/actions.js';
import { resolveOptions, type OptionsSchema } from '../../src/engine/core/options.js';
import { validateAction } from '../../src/http/action-validation.js';
import { MAX_BODY_DEPTH, nestingDepth, parseBody } from '../../src/http/body.js';
import { ApiError } from '../../src/http/problem.js';
import { declaredFields, isStorableText, isUuid, undeclaredFields, unstorableText } from '../../src/http/validation.js';
import * as chatDtos from '../../src/chat/chat.dto.js';
import * as auditDtos from '../../src/exports/audit.dto.js';
import * as lobbyDtos from '../../src/lobby/lobby.dto.js';
import * as matchDtos from '../../src/matches/matches.dto.js';
import * as playerDtos from '../../src/players/players.dto.js';
import * as webhookDtos from '../../src/webhooks/webhooks.dto.js';
import * as streamDtos from '../../src/notifications/stream.dto.js';

const parsed = (json: string) => JSON.parse(json) as Record<string, unknown>;

describe('own-property checks', () => {
  const objects = [actionObject('play', { card: z.string().regex(/^[A-Z]{2}$/) }, 'Play.', { example: { type: 'play', card: 'EA' } })];
  const refusal = (body: Record<string, unknown>) => {
    try {
      validateAction(objects, body);
      return null;
    } catch (error) {
      return error instanceof ApiError ? (error.extensions.errors as { field: string }[]).map((e) => e.field) : error;
    }
  };

  it('refuses action fields named like Object.prototype members, and does not take inherited ones for given', () => {
    expect(refusal({ type: 'play', card: 'EA' })).toBeNull();
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(refusal(parsed(`{"type":"play","card":"EA","${name}":{}}`))).toEqual([name]);
    }
    // A required field inherited from the prototype is still missing.
    expect(refusal(Object.assign(Object.create({ card: 'EA' }), { type: 'play' }))).toEqual(['card']);
    expect(refusal(Object.assign(Object.create({ type: 'play' }), { card: 'EA' }))).toEqual(['type']);
  });

  const options: OptionsSchema = {
    lives: { type: 'integer', default: 3, minimum: 1, maximum: 9, title: { de: 'Leben', en: 'Lives' }, description: { de: '', en: '' } },
  };
  const optionRefusal = (input: unknown) => {
    try {
      return resolveOptions(options, input);
    } catch (error) {
      return error instanceof RuleViolation ? error.code : error;
    }
  };

  it('refuses rule options named like Object.prototype members, and ignores inherited ones', () => {
    expect(optionRefusal({ lives: 2 })).toEqual({ lives: 2 });
    for (const name of ['__proto__', 'constructor', 'toString', 'valueOf'])
      expect(optionRefusal(parsed(`{"${name}":{"lives":1}}`))).toBe('INVALID_OPTIONS');
    expect(optionRefusal(Object.create({ lives: 1 }))).toEqual({ lives: 3 });
  });

  it("refuses members a DTO does not declare, nested DTOs' too, by own names", () => {
    const { CreateMatchDto } = matchDtos;
    expect(undeclaredFields(CreateMatchDto, { game: 'x', seats: 2, options: { toString: 1 } })).toEqual([]);
    expect(
      undeclaredFields(CreateMatchDto, parsed('{"game":"x","constructor":1,"__proto__":{},"toString":2}')).map((e) => e.field),
    ).toEqual(['constructor', '__proto__', 'toString']);
    expect(
      undeclaredFields(
        CreateMatchDto,
        parsed('{"dealing":{"mode":"random","valueOf":1},"timeControl":{"__proto__":{}},"chat":{"constructor":1}}'),
      ).map((e) => e.field),
    ).toEqual(['dealing.valueOf', 'timeControl.__proto__', 'chat.constructor']);
  });

  it('knows the nested DTO of every ValidateNested field of every request DTO', () => {
    const classes = [matchDtos, lobbyDtos, streamDtos, playerDtos, webhookDtos, auditDtos, chatDtos]
      .flatMap((module) => Object.values(module))
      .filter((value): value is Parameters<typeof declaredFields>[0] => typeof value === 'function');
    let nested = 0;
    for (const dto of classes) {
      for (const [name, field] of declaredFields(dto)) {
        expect({ dto: dto.name, name, freeFormOrNested: !(field.nested && field.freeForm) }).toEqual({
          dto: dto.name,
          name,
          freeFormOrNested: true,
        });
        if (field.nested) nested++;
      }
    }
    expect(nested).toBe(3); // CreateMatchDto.dealing, .timeControl and .chat
    expect([...declaredFields(matchDtos.CreateMatchDto)].filter(([, f]) => f.freeForm).map(([name]) => name)).toEqual(['options']);
    expect([...declaredFields(matchDtos.DealingDto)].filter(([, f]) => f.freeForm).map(([name]) => name)).toEqual(['presets']);
  });
});

describe('text the database can store', () => {
  it('accepts surrogate pairs and refuses NUL and unpaired surrogates, in values and member names', () => {
    for (const text of ['', 'Anna', 'ß', '🂡', '\ud83c\udccf', '\uffff']) expect(isStorableText(text)).toBe(true);
    for (const text of ['\u0000', 'A\u0000', 'A\ud800', '\udc00B', '\ud800\ud800', '\udfff\ud800'])
      expect(isStorableText(text)).toBe(false);
    expect(unstorableText({ a: ['ok', 'x\u0000'], 'k\ud800': 1, b: { c: '\udc00' } }, '').map((e) => e.field)).toEqual([
      'a.1',
      '"k\\ud800"',
      'b.c',
    ]);
  });

  it('takes only 8-4-4-4-12 hex UUIDs for ids', () => {
    expect(isUuid('0b7e5a2c-1f3d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(true);
    expect(isUuid('-'.repeat(36))).toBe(false);
    expect(isUuid('0b7e5a2c1f3d4e5f8a9b0c1d2e3f4a5b----')).toBe(false);
  });
});

describe('raw JSON bodies', () => {
  it('measures nesting outside strings', () => {
    expect(nestingDepth(Buffer.from('{}'))).toBe(1);
    expect(nestingDepth(Buffer.from('{"a":[[1],{"b":[]}]}'))).toBe(4);
    expect(nestingDepth(Buffer.from('{"a":"[[[[{{{{"}'))).toBe(1);
    expect(nestingDepth(Buffer.from('{"a":"\\"[[[[","b":[]}'))).toBe(2);
    expect(nestingDepth(Buffer.from('1'))).toBe(0);
  });

  it('refuses invalid UTF-8 and deep nesting before parsing', () => {
    const verify = (bytes: Buffer) => {
      try {
        parseBody('POST', { 'content-type': 'application/json' }, bytes);
        return null;
      } catch (error) {
        return (error as { type?: string; status?: number }).type;
      }
    };
    expect(verify(Buffer.from('{"name":"Zoë 🂡"}'))).toBeNull();
    expect(verify(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]))).toBe('encoding.invalid');
    expect(verify(Buffer.from([0x22, 0xed, 0xa0, 0x80, 0x22]))).toBe('encoding.invalid'); // an encoded surrogate
    expect(verify(Buffer.from('['.repeat(MAX_BODY_DEPTH) + ']'.repeat(MAX_BODY_DEPTH)))).toBeNull();
    expect(verify(Buffer.from('['.repeat(MAX_BODY_DEPTH + 1) + ']'.repeat(MAX_BODY_DEPTH + 1)))).toBe('entity.too.deep');
  });
});
