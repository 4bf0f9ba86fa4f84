/**
 * The shared core of the Schnapsen family (Bauernschnapsen, Dreierschnapsen; the 20-card pack and marriages
 * for Schnapsen for two). Pure data and functions; each game keeps its own state, events and flow.
 *
 * - cards.ts        SCHNAPSEN_PACK, RANKS_NORMAL, RANKS_ASS_LOW, schnapsenOrder(trump, assLow)
 * - marriages.ts    Marriage, marriagesIn, marriagePoints, marriageCards, countedMarriagePoints
 * - game-points.ts  normalGamePoints(loserPoints, loserTricks) -> 1/2/3, GOING_OUT = 66
 * - contracts.ts    CONTRACT_IDS, ContractRecord (declarers, leader, trump, assLow, goal, value, requirement,
 *                   bettlerFamily, plauderer, cappedToBummerl, enabledByDefault); BAUERN_CONTRACTS (the German
 *                   table, default), DREIER_CONTRACTS (Farbenring/Herrenschnapser played out); GameShape
 *                   (handSize 5|6, shortTricks 3|4, partners); contractRank/outranks (gangPrecedence);
 *                   requirementUnmet(req, hand, trump, firstPacket); declarerAllowed(rule, seat, rufer, partnerOf)
 * - sides.ts        Sides { declarer, declaring, defending, out } as seat sets; sidesFor(contract, declarer,
 *                   players, partnerOf, bettlerPartnerSitsOut); oppositePartner(players); sideOf; sideFor (a
 *                   sitting-out partner counts with the declaring side); seatsInPlay
 * - play.ts         DealTerms { contract, trump, sides, shape, schnapserMitMann }; PlayState { hands, trick,
 *                   tricks, marriages, mustLead, turn }; startPlay, firstLeader, legalCards (followAndBeat
 *                   on the led card + lead one of a declared pair), marriageSuits, marriageOf,
 *                   withMarriage, withCardPlayed, withTrickTaken, trickComplete, trickWinner, tallyOf
 *                   (tricks, card points, declared/counted 20/40), orderOf, playOrder, cardsOf
 * - verdict.ts      verdictOf(state, terms) -> { winner: 'declaring'|'defending', reason } | null, asked after
 *                   every card and 20/40: 66 reached, last trick, Schnapser made/missed, a trick lost for good
 *                   (the moment a card beats the declarer's), declarer took a trick (Bettler), laid down
 * - scoring.ts      scoreDeal(...) -> DealScore: contract, base value (1/2/3 or the table value), multipliers
 *                   (spritzen/retour/re with the seat that said it, herzrunde), cap (Kontra-Herrenbauer),
 *                   awards per party, all tricks; dealScoredData (the shared deal summary first: winners,
 *                   summary, items, changes), itemsOf, summaryOf, changesOf, winnersOf
 * - doubling.ts     the doubling round both games play in turn before the first card: DOUBLINGS (spritzen by
 *                   defending, retour by declaring, re by defending), DoublingRound, openDoubling (none for a
 *                   laid-down contract), withDoubling/withDoublingDeclined (evolve), decideDoubling (events
 *                   Doubled {seat, level, name} / DoublingDeclined, codes DOUBLING_NOT_ALLOWED /
 *                   NOT_YOUR_TURN), legalDoublings (the level due or declineDouble), doublingSaid,
 *                   doublingTurn, doublingView, isHerzrunde, doublingFactor
 * - events.ts       TrumpCallAction (callTrump, turnUpTrump, demandRedeal), the phase 'trumpCall', the data
 *                   types of DealDealt, SecondPacketsDealt, TrumpCalled, RedealDemanded, CardPlayed,
 *                   TrickTaken (inferred from schemas.ts), and TrickView { index, winner, side, plays }
 * - schemas.ts      the family's zod schemas: cards, events both games record, DealScored and
 *                   BummerlScored shapes, the view's family part (familyViewShape); gameViewSchema
 * - terms.ts        the family's names (core/vocabulary.ts): shared(...), FAMILY_TERMS, TABLE_TERMS
 * - legacy.ts       the retired versions' names and their upcast/downcast (Doubled, DealScore, renamed events
 *                   and actions), used by each game's legacy.ts for its retired rules versions
 * - actions.ts      the action objects both games publish alike (core/actions.ts): trumpCallObjects,
 *                   doublingActions (with declineDouble), declareMarriageAction, playCardAction, cutAction,
 *                   knockOnPackAction, bareAction
 * - visibility.ts   visibleTricks(state, sides, viewer, soft): each side's first trick face up, the rest hidden
 *                   (soft: own side's too); trickViews, trickFaceDown (redaction); sideViews (points only to one's own side with soft); plaudererOpenSeats (readings a, b, c)
 * - trump-call.ts   trumpCallActions (legal moves), calledSuit, turnUpPosition, mustHoldThreeUnter (code
 *                   NOT_THREE_UNTER), isThreeUnter, isSuit
 * - bidding.ts      BiddingState, startBidding(order), biddingTurn, withBid, beatsStanding
 * - bummerl.ts      BummerlScore for any number of parties, withPoints, bummerlWinners, lossKind (bummerl /
 *                   schneider / retourschneider, led 23:0), BUMMERL_MARKS (1/2/4), stillNeeded, displayScore
 *                   (count-down)
 * - guards.ts       mustBeRunning, mustBeOnTurn, actionTypeOf: the checks every move starts with
 * - refusals.ts     mustBePlayable (CARD_NOT_IN_HAND, MUST_LEAD_MARRIAGE, MUST_FOLLOW), mustBeDeclarable
 *                   (NO_MARRIAGE): the same codes as Schnapsen for two
 * - options.ts      one name, type and description in both games: sharedOptionSpecs(players) (firstDealer,
 *                   bummerl, herzrunde, softTricks, countDown, gangPrecedence, cutOrKnock, plauderer off|a|b|c),
 *                   a boolean switch per contract named by its id (sharedContractSpecs, contractOption),
 *                   readSharedOptions, readSwitches, contractOffered
 */
export * from './cards.js';
export * from './marriages.js';
export * from './game-points.js';
export * from './contracts.js';
export * from './sides.js';
export * from './play.js';
export * from './verdict.js';
export * from './scoring.js';
export * from './doubling.js';
export * from './events.js';
export * from './actions.js';
export * from './visibility.js';
export * from './trump-call.js';
export * from './bidding.js';
export * from './bummerl.js';
export * from './options.js';
export * from './guards.js';
export * from './refusals.js';
export * from './schemas.js';
export * from './terms.js';
export * from './legacy.js';
