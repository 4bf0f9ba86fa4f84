import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import request from 'supertest';
import { CallerGuard } from '../../src/access/caller.js';
import { answerDirectly, type DirectPipeline, type DirectRoute } from '../../src/http/direct-routes.js';
import { ApiError } from '../../src/http/problem.js';
import { bearer, startApp, startMatch, type TestApp } from '../support/app.js';

/** A pipeline whose caller is the Authorization header itself, whose pipe refuses the value "bad", and whose problems are JSON. */
function pipeline(seen: string[]): DirectPipeline<string> {
  return {
    caller: async (request) => {
      seen.push('caller');
      if (request.headers.authorization === 'refused') throw new ApiError(401, 'UNAUTHORIZED', 'refused');
      return request.headers.authorization ?? 'anonymous';
    },
    pipe: {
      transform: async (value: unknown, metadata) => {
        seen.push(`pipe ${metadata.type}`);
        if (value === 'bad') throw new ApiError(400, 'VALIDATION_FAILED', `${metadata.data} is bad`);
        return value;
      },
    },
    answerError: (error, _request, reply) => {
      const { status, code } = error as ApiError;
      void reply.code(status).send({ code });
    },
  };
}

const echo: DirectRoute<string> = {
  method: 'POST',
  url: '/things/:id',
  status: 200,
  answer: async ({ caller, param, body, header }) => ({ caller, id: await param('id'), body: await body(), tag: header('if-match') }),
};

describe('routes answered directly', () => {
  async function server(routes: DirectRoute<string>[], seen: string[]): Promise<FastifyInstance> {
    const fastify = Fastify();
    answerDirectly(fastify, routes, pipeline(seen));
    // As Nest declares a controller's route: a handler the direct one replaces.
    fastify.post('/things/:id', async () => ({ answeredBy: 'nest' }));
    fastify.get('/things/:id', async () => ({ answeredBy: 'nest' }));
    await fastify.ready();
    return fastify;
  }

  it("replaces the declared route's handler: the caller first, then the arguments through the pipe, sent with the route's status", async () => {
    const seen: string[] = [];
    const fastify = await server([echo], seen);
    const answer = await request(fastify.server).post('/things/7').set({ authorization: 'anna', 'if-match': '"3"' }).send({ a: 1 });
    expect([answer.status, answer.body]).toEqual([200, { caller: 'anna', id: '7', body: { a: 1 }, tag: '"3"' }]);
    expect(seen).toEqual(['caller', 'pipe param', 'pipe body']);
    // The other method of the same path keeps its handler.
    expect((await request(fastify.server).get('/things/7')).body).toEqual({ answeredBy: 'nest' });
    await fastify.close();
  });

  it('answers a refused caller before validating anything, and a refused argument with its problem', async () => {
    const seen: string[] = [];
    const fastify = await server([echo], seen);
    const refused = await request(fastify.server).post('/things/bad').set({ authorization: 'refused' }).send({});
    expect([refused.status, refused.body]).toEqual([401, { code: 'UNAUTHORIZED' }]);
    expect(seen).toEqual(['caller']);
    const bad = await request(fastify.server).post('/things/bad').send({});
    expect([bad.status, bad.body]).toEqual([400, { code: 'VALIDATION_FAILED' }]);
    await fastify.close();
  });

  it('refuses to start when a route to answer directly is declared by no controller', async () => {
    const fastify = Fastify();
    answerDirectly(fastify, [{ ...echo, url: '/nothing/:id' }], pipeline([]));
    fastify.post('/things/:id', async () => ({}));
    await expect(fastify.ready()).rejects.toThrow('Routes to answer directly that no controller declares: POST /nothing/:id');
  });
});

describe("the service's routes of every move", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answer a seat's view and action without Nest's guard, and every other route through it", async () => {
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 2, options: { lives: 1 } });
    const guard = jest.spyOn(CallerGuard.prototype, 'canActivate');
    try {
      const dealer = (await t.http().get(`/matches/${id}`).expect(200)).body.activeSeats[0] as number;
      expect(guard).toHaveBeenCalledTimes(1);
      const view = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[dealer])).expect(200);
      await t
        .http()
        .post(`/matches/${id}/actions`)
        .set(bearer(tokens[dealer]))
        .send({ type: 'choosePacket', keep: true, expectedVersion: view.body.version })
        .expect(200);
      expect(guard).toHaveBeenCalledTimes(1);
    } finally {
      guard.mockRestore();
    }
  });
});
