import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/**
 * What a directly answered route's handler is given: the request's parts as Nest would hand them to the
 * controller's method, through the same validation pipe, and the caller as its guard resolves it.
 */
export interface DirectArguments<C> {
  caller: C;
  /** A path parameter, validated like `@Param(name)` of a string. */
  param(name: string): Promise<string>;
  /** The body, validated like `@Body()` of a free-form object (`Record<string, unknown>`). */
  body(): Promise<Record<string, unknown>>;
  /** A header, as `@Headers(name)` gives it. */
  header(name: string): string | undefined;
  reply: FastifyReply;
}

/**
 * A route the service answers without Nest's per-request pipeline: the busiest routes (a view and an action,
 * on every move) call their controller's method directly. Nest still declares the route, so it stays in the
 * OpenAPI document, and the controller's method stays its one implementation; only the invoking differs.
 */
export interface DirectRoute<C> {
  method: 'GET' | 'POST';
  /** The path as the controller declares it, e.g. `/matches/:id/view`. */
  url: string;
  /** The status Nest sets before the method runs: its `@HttpCode`, else 200 (GET) or 201 (POST). */
  status: number;
  answer(args: DirectArguments<C>): Promise<unknown>;
}

/** What the direct routes share with Nest's pipeline: the caller's resolution, the global pipe and the problem filter. */
export interface DirectPipeline<C> {
  caller(request: FastifyRequest): Promise<C>;
  pipe: PipeTransform;
  answerError(error: unknown, request: FastifyRequest, reply: FastifyReply): void;
}

/**
 * Makes each of `routes` answered directly, the way Nest's router would answer it for a handler with no
 * interceptors, guards or pipes of its own (those the routes here have): the caller resolved first (a refused
 * token is the 401 before anything else), then the method called with its arguments validated by the global
 * pipe in their order, its result sent with the status set before it ran, any error answered by the problem
 * filter. It replaces the handler Nest registers for the route, so no other request pays for it; starting fails
 * when a route is not declared by any controller.
 */
export function answerDirectly<C>(fastify: FastifyInstance, routes: DirectRoute<C>[], pipeline: DirectPipeline<C>): void {
  const pending = new Map(routes.map((route) => [`${route.method} ${route.url}`, route]));
  fastify.addHook('onRoute', (options: RouteOptions) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      const route = pending.get(`${method} ${options.url}`);
      if (route === undefined) continue;
      pending.delete(`${method} ${options.url}`);
      options.handler = directHandler(route, pipeline);
    }
  });
  fastify.addHook('onReady', async () => {
    if (pending.size > 0) throw new Error(`Routes to answer directly that no controller declares: ${[...pending.keys()].join(', ')}`);
  });
}

function directHandler<C>(route: DirectRoute<C>, pipeline: DirectPipeline<C>) {
  const { pipe } = pipeline;
  const validated = (value: unknown, metadata: ArgumentMetadata) => Promise.resolve(pipe.transform(value, metadata));
  return async function answeredDirectly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    try {
      const caller = await pipeline.caller(request);
      reply.code(route.status);
      const result = await route.answer({
        caller,
        param: (name) => validated((request.params as Record<string, string>)[name], { type: 'param', metatype: String, data: name }),
        body: () => validated(request.body, { type: 'body', metatype: Object }) as Promise<Record<string, unknown>>,
        header: (name) => request.headers[name] as string | undefined,
        reply,
      });
      if (!reply.sent) reply.send(result);
    } catch (error) {
      pipeline.answerError(error, request, reply);
    }
  };
}
