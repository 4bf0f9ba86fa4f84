/**
 * A real analysis (of test/golden/schafkopf-bots.json, its first deal with a mistake, cut to two moves, its bidding left out) as the
 * example of GET /matches/{id}/analysis.
 */
export const ANALYSIS_EXAMPLE = {
  "version": 2,
  "status": "ready",
  "matchId": "0b7e2a4c-5d1f-4c3e-9a8b-6f2d1e0c9b7a",
  "game": "schafkopf",
  "rulesVersion": 2,
  "budget": {
    "nodes": 100000,
    "samples": 16
  },
  "supported": true,
  "note": null,
  "deals": [
    {
      "dealNumber": 1,
      "dealer": 3,
      "vorhand": 0,
      "kind": "game",
      "hands": [
        [
          "GA",
          "E7",
          "E9",
          "S8",
          "SA",
          "EA",
          "G7",
          "SO"
        ],
        [
          "S10",
          "GO",
          "H7",
          "EU",
          "G9",
          "H9",
          "EK",
          "GK"
        ],
        [
          "GU",
          "HO",
          "SK",
          "EO",
          "SU",
          "G8",
          "E8",
          "HA"
        ],
        [
          "S7",
          "H10",
          "H8",
          "HU",
          "G10",
          "E10",
          "HK",
          "S9"
        ]
      ],
      "contract": {
        "call": "EA",
        "declarer": 2,
        "game": "rufspiel",
        "hochzeitOffer": null,
        "muss": false,
        "suit": null,
        "target": 61
      },
      "side": [
        2,
        0
      ],
      "unit": "cents",
      "outcome": {
        "points": [
          71,
          28,
          13,
          8
        ],
        "cents": [
          10,
          -10,
          10,
          -10
        ]
      },
      "exactFromTrick": 3,
      "estimate": "Searched trick by trick as deep as the budget allows; the rest played out with all hands open by the strong bot's rule of thumb.",
      "moves": [
        {
          "index": 0,
          "trick": 1,
          "seat": 0,
          "action": {
            "type": "playCard",
            "card": "SO"
          },
          "exact": false,
          "value": {
            "result": 20,
            "points": 97
          },
          "alternatives": [
            {
              "action": {
                "type": "playCard",
                "card": "GA"
              },
              "value": {
                "result": 20,
                "points": 99
              }
            },
            {
              "action": {
                "type": "playCard",
                "card": "SA"
              },
              "value": {
                "result": 20,
                "points": 99
              }
            },
            {
              "action": {
                "type": "playCard",
                "card": "EA"
              },
              "value": {
                "result": 20,
                "points": 99
              }
            },
            {
              "action": {
                "type": "playCard",
                "card": "SO"
              },
              "value": {
                "result": 20,
                "points": 97
              }
            },
            {
              "action": {
                "type": "playCard",
                "card": "S8"
              },
              "value": {
                "result": 10,
                "points": 83
              }
            },
            {
              "action": {
                "type": "playCard",
                "card": "G7"
              },
              "value": {
                "result": 10,
                "points": 79
              }
            }
          ],
          "best": {
            "result": 20,
            "points": 99
          },
          "loss": 0,
          "pointsLoss": 2
        },
        {
          "index": 20,
          "trick": 6,
          "seat": 0,
          "action": {
            "type": "playCard",
            "card": "G7"
          },
          "exact": true,
          "value": {
            "result": 10,
            "points": 90
          },
          "alternatives": [
            {
              "action": {
                "type": "playCard",
                "card": "S8"
              },
              "value": {
                "result": 20,
                "points": 92
              }
            },
            {
              "action": {
                "type": "playCard",
                "card": "E9"
              },
              "value": {
                "result": 10,
                "points": 90
              }
            },
            {
              "action": {
                "type": "playCard",
                "card": "G7"
              },
              "value": {
                "result": 10,
                "points": 90
              }
            }
          ],
          "best": {
            "result": 20,
            "points": 92
          },
          "loss": 10,
          "pointsLoss": 2
        }
      ],
      "mistakes": [
        {
          "move": 20,
          "trick": 6,
          "seat": 0,
          "action": {
            "type": "playCard",
            "card": "G7"
          },
          "best": {
            "type": "playCard",
            "card": "S8"
          },
          "loss": 10,
          "exact": true,
          "text": {
            "de": "Stich 6: Platz 1 spielte G7; S8 wäre 10 Cent besser gewesen.",
            "en": "Trick 6: seat 1 played G7; S8 would have been 10 cents better."
          }
        }
      ],
      "par": {
        "seats": [
          {
            "seat": 0,
            "game": "wenz",
            "suit": null,
            "call": null,
            "cents": 270,
            "schneider": false,
            "schwarz": false
          },
          {
            "seat": 1,
            "game": "rufspiel",
            "suit": null,
            "call": "EA",
            "cents": 10,
            "schneider": false,
            "schwarz": false
          },
          {
            "seat": 2,
            "game": "rufspiel",
            "suit": null,
            "call": "EA",
            "cents": 20,
            "schneider": true,
            "schwarz": false
          },
          null
        ],
        "best": {
          "seat": 0,
          "game": "wenz",
          "suit": null,
          "call": null,
          "cents": 270,
          "schneider": false,
          "schwarz": false
        },
        "unsolved": 3,
        "text": {
          "de": "Par: Platz 1 gewinnt wenz mit offenen Karten, 270 Cent.",
          "en": "Par: seat 1 wins wenz with all hands open, 270 cents."
        }
      },
      "bids": [],
      "bidsEstimate": null
    }
  ]
};
