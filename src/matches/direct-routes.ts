import type { Caller } from '../access/access.js';
import type { DirectRoute } from '../http/direct-routes.js';
import type { MatchesController } from './matches.controller.js';

/**
 * The routes of every move that the service answers without Nest's per-request pipeline (http/direct-routes.ts):
 * a seat's view and its action. Each passes the controller's method the arguments its decorators declare, in
 * their order; the compiler checks the types, and the e2e suites every answer.
 */
export function directMatchRoutes(controller: MatchesController): DirectRoute<Caller>[] {
  return [
    {
      method: 'GET',
      url: '/matches/:id/view',
      status: 200,
      answer: async ({ param, header, caller, reply }) =>
        controller.view(await param('id'), header('if-none-match'), caller, header('accept-language'), reply),
    },
    {
      method: 'POST',
      url: '/matches/:id/actions',
      status: 200,
      answer: async ({ param, body, header, caller, reply }) =>
        controller.act(
          await param('id'),
          await body(),
          caller,
          header('if-match'),
          header('idempotency-key'),
          header('accept-language'),
          reply,
        ),
    },
  ];
}
