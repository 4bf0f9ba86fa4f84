import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { authorizationOf } from '../http/auth.js';
import { Access, type Caller } from './access.js';

/**
 * The caller of a request whose token matters only in some cases (a private match, a filter by the caller's own
 * matches, a stream that must first fit its caps): resolved the first time it is asked for, at most once.
 */
export type CallerOnDemand = () => Promise<Caller>;

/** How a handler takes its caller: resolved before it runs, or on demand. */
const TAKES_CALLER = 'kartenrunde:takes-caller';
type Takes = 'resolved' | 'on-demand';

/** The callers the guard has resolved, and the resolutions it has left for the handler to ask for, per request. */
const resolved = new WeakMap<object, Caller>();
const onDemand = new WeakMap<object, CallerOnDemand>();

function found<T>(map: WeakMap<object, T>, context: ExecutionContext): T {
  const value = map.get(context.switchToHttp().getRequest<FastifyRequest>());
  if (value === undefined) throw new Error('No caller for this request: is CallerGuard registered?');
  return value;
}

function takesCaller(takes: Takes, parameter: ParameterDecorator): ParameterDecorator {
  return (target, key, index) => {
    if (key === undefined) throw new Error('A caller is a parameter of a handler');
    Reflect.defineMetadata(TAKES_CALLER, takes, (target as Record<string | symbol, object>)[key]);
    parameter(target, key, index);
  };
}

const resolvedParameter = createParamDecorator((_: unknown, context: ExecutionContext) => found(resolved, context));
const onDemandParameter = createParamDecorator((_: unknown, context: ExecutionContext) => found(onDemand, context));

/**
 * The request's caller (a `Caller`), resolved from its bearer token before the handler runs and before its other
 * parameters are validated: an unknown, revoked or malformed token is a 401 whatever else the request holds.
 */
export function CallerOf(): ParameterDecorator {
  return takesCaller('resolved', resolvedParameter());
}

/** The request's caller as a `CallerOnDemand`: the token is looked at only if the handler asks. */
export function CallerOnDemand(): ParameterDecorator {
  return takesCaller('on-demand', onDemandParameter());
}

/**
 * Gives every handler that takes a caller its caller, once per request: for `@CallerOf()` resolved before the
 * handler (a refused token ends the request here), for `@CallerOnDemand()` when first asked. Other handlers never
 * look at the Authorization header.
 */
@Injectable()
export class CallerGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: Access,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const takes = this.reflector.get<Takes | undefined>(TAKES_CALLER, context.getHandler());
    if (takes === undefined) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (takes === 'resolved') {
      resolved.set(request, await this.access.caller(authorizationOf(request)));
    } else {
      let resolution: Promise<Caller> | undefined;
      onDemand.set(request, () => (resolution ??= this.access.caller(authorizationOf(request))));
    }
    return true;
  }
}
