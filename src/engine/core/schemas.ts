import type { z } from 'zod';

/**
 * A game's published schemas, as zod schemas: the game's TypeScript types are inferred from them
 * (`z.infer<typeof ...>`) and the OpenAPI document's per-game components are generated from them, so the two
 * cannot drift. test/engine/schemas.spec.ts checks every view, event and legal action of random matches of every
 * game against them.
 */
export interface GameSchemas {
  /** The view of one viewer: the envelope of core/view.ts plus the game's own fields (`viewSchema`). */
  view: z.ZodType;
  /** Every event the game records, a union discriminated by `type` ({ type, data }). */
  event: z.ZodType;
  /** Every action a client may send, a union discriminated by `type`. */
  action: z.ZodType;
  /** One preset deal as the match creator supplies it. */
  preset: z.ZodType;
}
