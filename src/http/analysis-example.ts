/**
 * A real analysis (of test/golden/schafkopf-bots.json, its first deal with a mistake, cut to its first move and the
 * mistake's, its bidding left out) as the example of GET /matches/{id}/analysis.
 */
export const ANALYSIS_EXAMPLE = {
  version: 4,
  status: 'ready',
  matchId: '0b7e2a4c-5d1f-4c3e-9a8b-6f2d1e0c9b7a',
  game: 'schafkopf',
  rulesVersion: 2,
  budget: {
    nodes: 100000,
    samples: 16,
  },
  supported: true,
  note: null,
  deals: [
    {
      dealNumber: 1,
      dealer: 3,
      vorhand: 0,
      kind: 'game',
      hands: [
        ['GA', 'E7', 'E9', 'S8', 'SA', 'EA', 'G7', 'SO'],
        ['S10', 'GO', 'H7', 'EU', 'G9', 'H9', 'EK', 'GK'],
        ['GU', 'HO', 'SK', 'EO', 'SU', 'G8', 'E8', 'HA'],
        ['S7', 'H10', 'H8', 'HU', 'G10', 'E10', 'HK', 'S9'],
      ],
      contract: {
        call: 'EA',
        declarer: 2,
        game: 'rufspiel',
        hochzeitOffer: null,
        muss: false,
        suit: null,
        target: 61,
      },
      side: [2, 0],
      unit: 'cents',
      outcome: {
        points: [71, 19, 13, 17],
        cents: [10, -10, 10, -10],
      },
      exactFromTrick: 3,
      estimate: {
        de: 'Stich für Stich so tief gesucht, wie das Budget reicht; der Rest mit offenen Karten nach der Faustregel des starken Bots zu Ende gespielt.',
        en: "Searched trick by trick as deep as the budget allows; the rest played out with all hands open by the strong bot's rule of thumb.",
      },
      moves: [
        {
          index: 0,
          sequence: 14,
          trick: 1,
          seat: 0,
          action: {
            type: 'playCard',
            card: 'SO',
          },
          exact: false,
          value: {
            result: 20,
            points: 97,
          },
          alternatives: [
            {
              action: {
                type: 'playCard',
                card: 'GA',
              },
              value: {
                result: 20,
                points: 99,
              },
            },
            {
              action: {
                type: 'playCard',
                card: 'SA',
              },
              value: {
                result: 20,
                points: 99,
              },
            },
            {
              action: {
                type: 'playCard',
                card: 'EA',
              },
              value: {
                result: 20,
                points: 99,
              },
            },
            {
              action: {
                type: 'playCard',
                card: 'SO',
              },
              value: {
                result: 20,
                points: 97,
              },
            },
            {
              action: {
                type: 'playCard',
                card: 'S8',
              },
              value: {
                result: 10,
                points: 83,
              },
            },
            {
              action: {
                type: 'playCard',
                card: 'G7',
              },
              value: {
                result: 10,
                points: 79,
              },
            },
          ],
          best: {
            result: 20,
            points: 99,
          },
          loss: 0,
          pointsLoss: 2,
        },
        {
          index: 12,
          sequence: 29,
          trick: 4,
          seat: 0,
          action: {
            type: 'playCard',
            card: 'SA',
          },
          exact: true,
          value: {
            result: 10,
            points: 90,
          },
          alternatives: [
            {
              action: {
                type: 'playCard',
                card: 'EA',
              },
              value: {
                result: 20,
                points: 91,
              },
            },
            {
              action: {
                type: 'playCard',
                card: 'SA',
              },
              value: {
                result: 10,
                points: 90,
              },
            },
            {
              action: {
                type: 'playCard',
                card: 'G7',
              },
              value: {
                result: 10,
                points: 76,
              },
            },
          ],
          best: {
            result: 20,
            points: 91,
          },
          loss: 10,
          pointsLoss: 1,
        },
      ],
      mistakes: [
        {
          move: 12,
          trick: 4,
          seat: 0,
          action: {
            type: 'playCard',
            card: 'SA',
          },
          best: {
            type: 'playCard',
            card: 'EA',
          },
          loss: 10,
          exact: true,
          text: {
            de: 'Stich 4: Platz 1 spielte die Schellen-Sau; die Eichel-Sau wäre 10 Cent besser gewesen.',
            en: 'Trick 4: seat 1 played the Schellen-Sau; the Eichel-Sau would have been 10 cents better.',
          },
        },
      ],
      par: {
        seats: [
          {
            seat: 0,
            game: 'wenz',
            suit: null,
            call: null,
            cents: 270,
            schneider: false,
            schwarz: false,
          },
          {
            seat: 1,
            game: 'rufspiel',
            suit: null,
            call: 'EA',
            cents: 10,
            schneider: false,
            schwarz: false,
          },
          {
            seat: 2,
            game: 'rufspiel',
            suit: null,
            call: 'EA',
            cents: 20,
            schneider: true,
            schwarz: false,
          },
          null,
        ],
        best: {
          seat: 0,
          game: 'wenz',
          suit: null,
          call: null,
          cents: 270,
          schneider: false,
          schwarz: false,
        },
        unsolved: 3,
        text: {
          de: 'Par: Platz 1 gewinnt den Wenz mit offenen Karten, 270 Cent.',
          en: 'Par: seat 1 wins the Wenz with all hands open, 270 cents.',
        },
      },
      bids: [],
      bidsEstimate: null,
    },
  ],
};
