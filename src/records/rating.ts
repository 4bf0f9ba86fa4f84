import { ordinal as openskillOrdinal, rate, rating } from 'openskill';

/** A Weng-Lin rating: the mean of the skill estimate and its uncertainty (standard deviation). */
export interface Rating {
  mu: number;
  sigma: number;
}

/**
 * The model's parameters (docs/correspondence.md, "Ratings"): openskill's defaults, written out so they are documented and fixed
 * here rather than by a library upgrade. Plackett-Luce, the library's default model, rates 2 to 6 sides.
 */
export const RATING_MODEL = {
  /** A new player's mean skill. */
  mu: 25,
  /** A new player's uncertainty (mu / 3). */
  sigma: 25 / 3,
  /** The spread of one match's performance around the skill (sigma / 2). */
  beta: 25 / 6,
  /** Uncertainty added before every match, so ratings keep moving (mu / 300). */
  tau: 25 / 300,
  /** The displayed rating is mu - z * sigma: a skill the player has with 99.7 % confidence. */
  z: 3,
} as const;

export type RatingModel = { mu: number; sigma: number; beta: number; tau: number; z: number };

export function initialRating(model: RatingModel = RATING_MODEL): Rating {
  return rating({ mu: model.mu, sigma: model.sigma });
}

/** The rating shown: mu - z * sigma (low for new players, rising as they play and the uncertainty shrinks). */
export function ordinal(r: Rating, model: RatingModel = RATING_MODEL): number {
  return openskillOrdinal(r, { z: model.z });
}

/**
 * The ratings after one match: `sides` are the teams (one player each, or Bauernschnapsen's two pairs), `places`
 * their places (1 = first; equal places are a tie). Returns the new ratings in the same shape.
 */
export function rateMatch(sides: readonly (readonly Rating[])[], places: readonly number[], model: RatingModel = RATING_MODEL): Rating[][] {
  const result = rate(
    sides.map((side) => side.map((r) => ({ mu: r.mu, sigma: r.sigma }))),
    {
      rank: [...places],
      mu: model.mu,
      sigma: model.sigma,
      beta: model.beta,
      tau: model.tau,
      z: model.z,
    },
  );
  return result.map((side) => side.map((r) => ({ mu: r.mu, sigma: r.sigma })));
}
