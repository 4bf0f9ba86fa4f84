import createFetchClient from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, paths } from './schema.js';

/**
 * A typed client for the service, generated from its OpenAPI document (npm run client). Every path, body,
 * response and problem is typed; e.g. `await client.GET('/matches/{id}/view', { params: { path: { id } } })`.
 */
export function kartenrundeClient(baseUrl: string, token?: string) {
  return createFetchClient<paths>({ baseUrl, headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

export type KartenrundeClient = ReturnType<typeof kartenrundeClient>;
