import { ApiProperty } from '@nestjs/swagger';
import { ordinal, type Rating } from './rating.js';

export const RATING_DESCRIPTION =
  'A Weng-Lin (OpenSkill) rating in one game: mu is the estimated skill, sigma its uncertainty; `ordinal` = mu - 3 sigma is the number to show and ' +
  'sort by (docs/correspondence.md, "Ratings"). Only matches dealt from the server\'s secret seed, with every seat held by a registered player and none by a bot, change it.';

export class RatingDto {
  @ApiProperty({ example: 27.64, description: 'The estimated skill (a new player starts at 25).' }) mu!: number;
  @ApiProperty({ example: 8.07, description: 'The uncertainty of mu (a new player starts at 25/3).' }) sigma!: number;
  @ApiProperty({ example: 3.44, description: 'mu - 3 sigma, rounded to two decimals: the rating to show.' }) ordinal!: number;
  @ApiProperty({ example: 1, description: 'Rated matches played in this game.' }) matches!: number;
}

/** The displayed form of a rating: the ordinal rounded to two decimals, with mu, sigma and the rated matches. */
export function ratingDto(r: Rating, matches: number): RatingDto {
  return { mu: r.mu, sigma: r.sigma, ordinal: Math.round(ordinal(r) * 100) / 100, matches };
}
