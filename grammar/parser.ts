// The concrete grammar of the variant language (Chevrotain CstParser, error recovery on):
// the file and its sections. Rule ids in comments point at ../shared/rules-digest.md: the
// construct exists for them. Map, setup, turn and combat rules are in parser-board.ts, names
// and formulas in parser-expressions.ts.
import type { CstNode, IToken } from "chevrotain";
import { lookaheadTable } from "./lookahead.gen.js";
import { TabledLookahead } from "./lookahead.js";
import { BoardParser } from "./parser-board.js";
import { MAX_LOOKAHEAD } from "./parser-expressions.js";
import * as T from "./tokens.js";

const K = T.keywords;

export class RiskParser extends BoardParser {
  constructor(options: ConstructorParameters<typeof BoardParser>[0] = {}) {
    super(options);
    this.performSelfAnalysis();
  }

  file = this.RULE("file", () => {
    this.SUBRULE(this.variantDecl);
  });

  variantDecl = this.RULE("variantDecl", () => {
    this.CONSUME(K.variant);
    this.SUBRULE(this.name);
    this.OPTION(() => {
      this.CONSUME(K.extends);
      this.SUBRULE2(this.name, { LABEL: "parent" });
    });
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.section));
    this.CONSUME(T.RCurly);
  });

  section = this.RULE("section", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.playersDecl) },
      { ALT: () => this.SUBRULE(this.paramDecl) },
      { ALT: () => this.SUBRULE(this.mapDecl) },
      { ALT: () => this.SUBRULE(this.setupDecl) },
      { ALT: () => this.SUBRULE(this.turnDecl) },
      { ALT: () => this.SUBRULE(this.combatDecl) },
      { ALT: () => this.SUBRULE(this.cardsDecl) },
      { ALT: () => this.SUBRULE(this.endDecl) },
      { ALT: () => this.SUBRULE(this.objectivesDecl) },
      { ALT: () => this.SUBRULE(this.limitsDecl) },
      { ALT: () => this.SUBRULE(this.effectsDecl) },
      { ALT: () => this.SUBRULE(this.teamsDecl) },
      { ALT: () => this.SUBRULE(this.leadersDecl) },
      { ALT: () => this.SUBRULE(this.factionsDecl) },
      { ALT: () => this.SUBRULE(this.countersDecl) },
      { ALT: () => this.SUBRULE(this.seatsDecl) },
      { ALT: () => this.SUBRULE(this.choicesDecl) },
      { ALT: () => this.SUBRULE(this.marketDecl) },
      { ALT: () => this.SUBRULE(this.buildingsDecl) },
    ]);
  });

  /** T1: `seats { neutral "Neutral" when players == 2 { armies 40 } }`: seats that never decide. */
  seatsDecl = this.RULE("seatsDecl", () => {
    this.CONSUME(K.seats);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.neutralDecl));
    this.CONSUME(T.RCurly);
  });

  neutralDecl = this.RULE("neutralDecl", () => {
    this.CONSUME(K.neutral);
    this.CONSUME(T.StringLiteral);
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expr, { LABEL: "condition" });
    });
    this.OPTION2(() => {
      this.CONSUME(T.LCurly);
      this.OPTION3(() => this.SUBRULE(this.neutralArmiesStmt));
      this.CONSUME(T.RCurly);
    });
  });

  neutralArmiesStmt = this.RULE("neutralArmiesStmt", () => {
    this.CONSUME(K.armies);
    this.SUBRULE(this.expr, { LABEL: "armies" });
  });

  /**
   * K1/M1: per-player values chosen at the setup or in play: `choice colour: red | blue distinct`,
   * `choice capital: territory owned secret`.
   */
  choicesDecl = this.RULE("choicesDecl", () => {
    this.CONSUME(K.choices);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.choiceDecl));
    this.CONSUME(T.RCurly);
  });

  choiceDecl = this.RULE("choiceDecl", () => {
    this.CONSUME(K.choice);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.Colon);
    this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        {
          // `territory` alone is the type; `territory | ...` would be a list of words.
          GATE: () => this.LA(2).tokenType !== T.Pipe,
          ALT: () => {
            this.CONSUME(K.territory);
            this.OPTION(() => this.CONSUME(K.owned));
            this.OPTION2(() => {
              this.CONSUME(K.where);
              this.SUBRULE(this.expr, { LABEL: "where" });
            });
          },
        },
        {
          ALT: () => {
            this.SUBRULE(this.word, { LABEL: "words" });
            this.MANY(() => {
              this.CONSUME(T.Pipe);
              this.SUBRULE2(this.word, { LABEL: "words" });
            });
          },
        },
      ],
    });
    this.OPTION3(() => this.CONSUME(K.distinct));
    this.OPTION4(() => this.CONSUME(K.secret));
  });

  /** F2: `market { offer army cost 2 gold  offer Fort cost 5 gold where terrain == hills }`. */
  marketDecl = this.RULE("marketDecl", () => {
    this.CONSUME(K.market);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.offerDecl));
    this.CONSUME(T.RCurly);
  });

  offerDecl = this.RULE("offerDecl", () => {
    this.CONSUME(K.offer);
    this.SUBRULE(this.word, { LABEL: "what" });
    this.CONSUME(K.cost);
    this.SUBRULE(this.expr, { LABEL: "cost" });
    this.CONSUME(T.Identifier, { LABEL: "resource" });
    this.MANY(() =>
      this.OR([
        {
          ALT: () => {
            this.CONSUME(K.when);
            this.SUBRULE2(this.expr, { LABEL: "when" });
          },
        },
        {
          ALT: () => {
            this.CONSUME(K.where);
            this.SUBRULE3(this.expr, { LABEL: "where" });
          },
        },
        {
          ALT: () => {
            this.CONSUME(K.limit);
            this.SUBRULE4(this.expr, { LABEL: "limit" });
            this.CONSUME(K.per);
            this.CONSUME(K.turn);
          },
        },
      ]),
    );
  });

  /** F3: `buildings { building Fort { limit 1  on conquest destroyed } }`. */
  buildingsDecl = this.RULE("buildingsDecl", () => {
    this.CONSUME(K.buildings);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.buildingDecl));
    this.CONSUME(T.RCurly);
  });

  buildingDecl = this.RULE("buildingDecl", () => {
    this.CONSUME(K.building);
    this.CONSUME(T.Identifier);
    this.OPTION(() => {
      this.CONSUME(T.LCurly);
      this.MANY(() => this.OR([{ ALT: () => this.SUBRULE(this.buildingLimitStmt) }, { ALT: () => this.SUBRULE(this.conquestFateStmt) }]));
      this.CONSUME(T.RCurly);
    });
  });

  buildingLimitStmt = this.RULE("buildingLimitStmt", () => {
    this.CONSUME(K.limit);
    this.SUBRULE(this.expr, { LABEL: "limit" });
  });

  /** `on conquest destroyed | kept | captured into <resource>`. */
  conquestFateStmt = this.RULE("conquestFateStmt", () => {
    this.CONSUME(K.on);
    this.CONSUME(K.conquest);
    this.OR([
      { ALT: () => this.CONSUME(K.destroyed, { LABEL: "fate" }) },
      { ALT: () => this.CONSUME(K.kept, { LABEL: "fate" }) },
      {
        ALT: () => {
          this.CONSUME(K.captured, { LABEL: "fate" });
          this.CONSUME(K.into);
          this.CONSUME(T.Identifier, { LABEL: "into" });
        },
      },
    ]);
  });

  /**
   * E1/E3: armies of several kinds. `entry "Centre" { A, B }` is an off-board starting point and
   * the territories it touches; `faction Locals when seat == players { neutral leaves empty }`.
   */
  factionsDecl = this.RULE("factionsDecl", () => {
    this.CONSUME(K.factions);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.OR([{ ALT: () => this.SUBRULE(this.entryDecl) }, { ALT: () => this.SUBRULE(this.factionDecl) }]));
    this.CONSUME(T.RCurly);
  });

  entryDecl = this.RULE("entryDecl", () => {
    this.CONSUME(K.entry);
    this.CONSUME(T.StringLiteral);
    this.CONSUME(T.LCurly);
    this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.name, { LABEL: "members" }) });
    this.CONSUME(T.RCurly);
  });

  factionDecl = this.RULE("factionDecl", () => {
    this.CONSUME(K.faction);
    this.SUBRULE(this.name);
    this.CONSUME(K.when);
    this.SUBRULE(this.expr);
    this.OPTION(() => {
      this.CONSUME(T.LCurly);
      this.MANY(() => this.SUBRULE(this.factionOption));
      this.CONSUME(T.RCurly);
    });
  });

  /** `enters "A", "B"`, `neutral`, `leaves empty`, `conquers empty`, `collects`, `captured captives`. */
  factionOption = this.RULE("factionOption", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.enters);
          this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.CONSUME(T.StringLiteral, { LABEL: "entries" }) });
        },
      },
      { ALT: () => this.CONSUME(K.neutral) },
      {
        ALT: () => {
          this.CONSUME(K.leaves);
          this.CONSUME(K.empty);
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.conquers);
          this.CONSUME2(K.empty);
        },
      },
      { ALT: () => this.CONSUME(K.collects) },
      {
        ALT: () => {
          this.CONSUME(K.captured);
          this.CONSUME(T.Identifier, { LABEL: "counter" });
        },
      },
    ]);
  });

  /**
   * E10/E14: `counter captives per player`, `counter clock = 10 each round -1`, and tokens:
   * `token Crystal count 5 refills clock` (on random territories; a conqueror picks them up).
   */
  countersDecl = this.RULE("countersDecl", () => {
    this.OR([{ ALT: () => this.CONSUME(K.counters, { LABEL: "keyword" }) }, { ALT: () => this.CONSUME(K.resources, { LABEL: "keyword" }) }]);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.OR2([{ ALT: () => this.SUBRULE(this.counterDecl) }, { ALT: () => this.SUBRULE(this.tokenDecl) }]));
    this.CONSUME(T.RCurly);
  });

  counterDecl = this.RULE("counterDecl", () => {
    this.OR([{ ALT: () => this.CONSUME(K.counter) }, { ALT: () => this.CONSUME(K.resource) }]);
    this.CONSUME(T.Identifier);
    this.OPTION(() => {
      this.CONSUME(K.per);
      this.CONSUME(K.player);
    });
    this.OPTION2(() => {
      this.CONSUME(T.Assign);
      this.SUBRULE(this.expr, { LABEL: "start" });
    });
    // F2: caps, kept after every change.
    this.OPTION4(() => {
      this.CONSUME(K.max);
      this.SUBRULE3(this.expr, { LABEL: "max" });
    });
    this.OPTION5(() => {
      this.CONSUME(K.min);
      this.SUBRULE4(this.expr, { LABEL: "min" });
    });
    this.OPTION3(() => {
      this.CONSUME(K.each);
      // `round` is a quantity name, not a keyword: build-ast checks the word.
      this.CONSUME2(T.Identifier, { LABEL: "period" });
      this.SUBRULE2(this.expr, { LABEL: "perRound" });
    });
  });

  tokenDecl = this.RULE("tokenDecl", () => {
    this.CONSUME(K.token);
    this.SUBRULE(this.name);
    this.CONSUME(K.count);
    this.SUBRULE(this.expr);
    this.CONSUME(K.refills);
    this.CONSUME(T.Identifier, { LABEL: "counter" });
  });

  /**
   * Y2/Y9: unique pieces, one per player, with their own die and powers by form:
   * `leader "Boss" seat 2 { die d8  form robot: attack +1  form vehicle: jump }`.
   */
  leadersDecl = this.RULE("leadersDecl", () => {
    this.OR([{ ALT: () => this.CONSUME(K.leaders, { LABEL: "keyword" }) }, { ALT: () => this.CONSUME(K.units, { LABEL: "keyword" }) }]);
    this.CONSUME(T.LCurly);
    this.MANY(() =>
      this.OR2([
        { ALT: () => this.SUBRULE(this.leaderDecl) },
        { ALT: () => this.SUBRULE(this.unitDecl) },
        { ALT: () => this.SUBRULE(this.reviveStmt) },
        { ALT: () => this.SUBRULE(this.holdStmt) },
      ]),
    );
    this.CONSUME(T.RCurly);
  });

  leaderDecl = this.RULE("leaderDecl", () => {
    this.CONSUME(K.leader);
    this.CONSUME(T.StringLiteral);
    this.CONSUME(K.seat);
    this.SUBRULE(this.expr, { LABEL: "seat" });
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE2(this.expr, { LABEL: "condition" });
    });
    this.CONSUME(T.LCurly);
    this.OPTION2(() => this.SUBRULE(this.leaderDieStmt));
    this.MANY(() =>
      this.OR([{ ALT: () => this.SUBRULE(this.formDecl) }, { ALT: () => this.SUBRULE(this.holdStmt) }, { ALT: () => this.SUBRULE(this.standsStmt) }]),
    );
    this.CONSUME(T.RCurly);
  });

  /**
   * F2: a type of unit: `unit Ranger limit 2 { die d8  defend +1  stands where terrain != river
   * on death returns }`; bonuses and powers as a leader's form has them, forms too.
   */
  unitDecl = this.RULE("unitDecl", () => {
    this.CONSUME(K.unit);
    this.CONSUME(T.Identifier);
    this.CONSUME(K.limit);
    this.SUBRULE(this.expr, { LABEL: "limit" });
    this.OPTION(() => {
      this.CONSUME(T.LCurly);
      this.MANY(() =>
        this.OR([
          { ALT: () => this.SUBRULE(this.leaderDieStmt) },
          { ALT: () => this.SUBRULE(this.formDecl) },
          { ALT: () => this.SUBRULE(this.holdStmt) },
          { ALT: () => this.SUBRULE(this.standsStmt) },
          { ALT: () => this.SUBRULE(this.deathStmt) },
          { ALT: () => this.SUBRULE(this.powerStmt) },
        ]),
      );
      this.CONSUME(T.RCurly);
    });
  });

  /** `on death returns | lost`: a unit back in its player's stock, or gone for good. */
  deathStmt = this.RULE("deathStmt", () => {
    this.CONSUME(K.on);
    this.CONSUME(K.death);
    this.OR([{ ALT: () => this.CONSUME(K.returns, { LABEL: "fate" }) }, { ALT: () => this.CONSUME(K.lost, { LABEL: "fate" }) }]);
  });

  /** F1: `stands where terrain != river`: where a unit may be. */
  standsStmt = this.RULE("standsStmt", () => {
    this.CONSUME(K.stands);
    this.CONSUME(K.where);
    this.SUBRULE(this.expr);
  });

  /** Y8: `die d8`: the leader's own die. */
  leaderDieStmt = this.RULE("leaderDieStmt", () => {
    this.CONSUME(K.die);
    this.CONSUME(T.DieLiteral);
  });

  /** `form robot: defend +1`, `form vehicle: jump, retreat`, `form car: carPower` (a choice parameter), `form scout` (no power). */
  formDecl = this.RULE("formDecl", () => {
    this.CONSUME(K.form);
    this.SUBRULE(this.word);
    this.OPTION(() => {
      this.CONSUME(T.Colon);
      this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.powerStmt) });
    });
  });

  powerStmt = this.RULE("powerStmt", () => {
    this.OR([
      {
        ALT: () => {
          this.OR2([{ ALT: () => this.CONSUME(K.attack, { LABEL: "when" }) }, { ALT: () => this.CONSUME(K.defend, { LABEL: "when" }) }]);
          this.CONSUME(T.Plus);
          this.SUBRULE(this.expr, { LABEL: "amount" });
        },
      },
      { ALT: () => this.CONSUME(K.jump, { LABEL: "power" }) },
      { ALT: () => this.CONSUME(K.retreat, { LABEL: "power" }) },
      { ALT: () => this.CONSUME(K.strike, { LABEL: "power" }) },
      // A choice parameter naming the power, so that `--set` can change it.
      { ALT: () => this.CONSUME(T.Identifier, { LABEL: "param" }) },
    ]);
  });

  /** Y6: `revive cost 3`: a destroyed leader comes back for that many armies of the pool. */
  reviveStmt = this.RULE("reviveStmt", () => {
    this.CONSUME(K.revive);
    this.CONSUME(K.cost);
    this.SUBRULE(this.expr);
  });

  /** Y3: `hold alone`: a leader alone holds a territory (it is not empty while he stands there). */
  holdStmt = this.RULE("holdStmt", () => {
    this.CONSUME(K.hold);
    this.CONSUME(K.alone);
  });

  /** Y2/E1: `teams when players == 4 { team 1, 3  team 2, 4 }`: partners never attack each other. */
  teamsDecl = this.RULE("teamsDecl", () => {
    this.CONSUME(K.teams);
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expr);
    });
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.teamDecl));
    this.CONSUME(T.RCurly);
  });

  teamDecl = this.RULE("teamDecl", () => {
    this.CONSUME(K.team);
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.CONSUME(T.IntegerLiteral, { LABEL: "seats" }) });
  });

  // C2, R2: the player counts the variant supports.
  playersDecl = this.RULE("playersDecl", () => {
    this.CONSUME(K.players);
    this.SUBRULE(this.intRange);
  });

  // Named settings a tournament director or designer overrides (`--set name=value`).
  paramDecl = this.RULE("paramDecl", () => {
    this.CONSUME(K.param);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.typeRef);
    this.CONSUME(T.Assign);
    this.SUBRULE(this.literal);
    this.OPTION(() => {
      this.CONSUME(K.in);
      this.SUBRULE(this.intRange);
    });
  });

  /** `int`, `bool`, or a choice of words `adjacent | connected`. */

  // C4, R4, R9: the card deck, sets and their values.
  cardsDecl = this.RULE("cardsDecl", () => {
    this.CONSUME(K.cards);
    this.CONSUME(T.LCurly);
    this.MANY(() =>
      this.OR([
        { ALT: () => this.SUBRULE(this.deckStmt) },
        { ALT: () => this.SUBRULE(this.wildsStmt) },
        { ALT: () => this.SUBRULE(this.setStmt) },
        { ALT: () => this.SUBRULE(this.valuesStmt) },
        { ALT: () => this.SUBRULE(this.cardBonusStmt) },
        { ALT: () => this.SUBRULE(this.handLimitStmt) },
        { ALT: () => this.SUBRULE(this.eliminationStmt) },
        { ALT: () => this.SUBRULE(this.sumSetStmt) },
        { ALT: () => this.SUBRULE(this.exceptStmt) },
      ]),
    );
    this.CONSUME(T.RCurly);
  });

  /** One card per territory, showing the given territory attribute. */
  deckStmt = this.RULE("deckStmt", () => {
    this.CONSUME(K.deck);
    this.CONSUME(K.territories);
    this.CONSUME(K.showing);
    this.CONSUME(T.Identifier);
  });

  /** K4: `except capital`: the cards of the territories chosen for the choice leave the game. */
  exceptStmt = this.RULE("exceptStmt", () => {
    this.CONSUME(K.except);
    this.CONSUME(T.Identifier);
  });

  wildsStmt = this.RULE("wildsStmt", () => {
    this.CONSUME(K.wilds);
    this.SUBRULE(this.expr);
  });

  /** `set 3 alike`, `set 3 alike of artillery worth 8`, `set 2 alike + 1 wild worth 12`. */
  setStmt = this.RULE("setStmt", () => {
    this.CONSUME(K.set);
    this.CONSUME(T.IntegerLiteral, { LABEL: "count" });
    this.OR([{ ALT: () => this.CONSUME(K.alike) }, { ALT: () => this.CONSUME(K.distinct) }, { ALT: () => this.CONSUME(K.any) }]);
    this.OPTION(() => {
      this.CONSUME(K.of);
      this.SUBRULE(this.word);
    });
    this.OPTION2(() => {
      this.CONSUME(T.Plus);
      this.CONSUME2(T.IntegerLiteral, { LABEL: "wilds" });
      this.CONSUME(K.wild);
    });
    this.OPTION3(() => {
      this.CONSUME(K.worth);
      this.SUBRULE(this.expr);
    });
  });

  /** E11: `set sum >= 2 worth setValue * 2`: any cards whose values add up to at least the minimum. */
  sumSetStmt = this.RULE("sumSetStmt", () => {
    this.CONSUME(K.set);
    this.CONSUME(K.sum);
    this.CONSUME(T.GreaterEq);
    this.SUBRULE(this.expr, { LABEL: "min" });
    this.CONSUME(K.worth);
    this.SUBRULE2(this.expr, { LABEL: "worth" });
  });

  /** C4: `values 4, 6, 8, 10, 12, 15 then +5`. */
  valuesStmt = this.RULE("valuesStmt", () => {
    this.CONSUME(K.values);
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.expr) });
    this.OPTION(() => {
      this.CONSUME(K.then);
      this.CONSUME(T.Plus);
      this.SUBRULE2(this.expr, { LABEL: "step" });
    });
  });

  /** C4: `bonus 2 on territory limit 1 per turn`; R4: `bonus 2 to pool`. */
  cardBonusStmt = this.RULE("cardBonusStmt", () => {
    this.CONSUME(K.bonus);
    this.SUBRULE(this.expr, { LABEL: "amount" });
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.on);
          this.CONSUME(K.territory);
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.to);
          this.CONSUME(K.pool);
        },
      },
    ]);
    this.OPTION(() => {
      this.CONSUME(K.limit);
      this.SUBRULE2(this.expr, { LABEL: "limit" });
      this.CONSUME(K.per);
      this.CONSUME(K.turn);
    });
  });

  handLimitStmt = this.RULE("handLimitStmt", () => {
    this.CONSUME(K.hand);
    this.CONSUME(K.limit);
    this.SUBRULE(this.expr);
  });

  /** C4: `elimination takes cards`, `elimination trade when hand >= 6 until hand <= 4`; R4: `elimination trade never`. */
  eliminationStmt = this.RULE("eliminationStmt", () => {
    this.CONSUME(K.elimination);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.takes);
          this.CONSUME(K.cards);
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.trade);
          this.OR2([
            {
              ALT: () => {
                this.CONSUME(K.when);
                this.SUBRULE(this.expr, { LABEL: "condition" });
                this.CONSUME(K.until);
                this.SUBRULE2(this.expr, { LABEL: "target" });
              },
            },
            { ALT: () => this.CONSUME(K.never) },
          ]);
        },
      },
    ]);
  });

  // C8, R11, E16, Y13: how the game ends.
  endDecl = this.RULE("endDecl", () => {
    this.CONSUME(K.end);
    this.CONSUME(T.LCurly);
    this.MANY(() =>
      this.OR([
        { ALT: () => this.SUBRULE(this.winStmt) },
        { ALT: () => this.SUBRULE(this.eliminatedStmt) },
        { ALT: () => this.SUBRULE(this.endWhenStmt) },
        { ALT: () => this.SUBRULE(this.rankingStmt) },
        { ALT: () => this.SUBRULE(this.protectStmt) },
        { ALT: () => this.SUBRULE(this.scoreStmt) },
      ]),
    );
    this.CONSUME(T.RCurly);
  });

  /** R12/R13: a named score, `score points = ...`, usable in rankings and as `points of s`. */
  scoreStmt = this.RULE("scoreStmt", () => {
    this.CONSUME(K.score);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.Assign);
    this.SUBRULE(this.expr);
  });

  /** R12: how players rank when a game ends without a winner by condition (ordered tie-breaks). */
  rankingStmt = this.RULE("rankingStmt", () => {
    this.CONSUME(K.ranking);
    this.OPTION(() => {
      this.CONSUME(K.by);
      this.CONSUME(K.team);
    });
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.expr) });
  });

  /** R10: no player can be eliminated while the condition holds. */
  protectStmt = this.RULE("protectStmt", () => {
    this.CONSUME(K.protect);
    this.CONSUME(K.when);
    this.SUBRULE(this.expr);
  });

  /** R3: secret objectives, each a list of territories. */
  objectivesDecl = this.RULE("objectivesDecl", () => {
    this.CONSUME(K.objectives);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.objectiveDecl));
    this.CONSUME(T.RCurly);
  });

  /**
   * R3: `objective "X" { A, B }`; M1: `objective "X" when <condition>`, `dealt when <condition>`
   * (in the deck only then), `instead "Y" when <condition>` (replaced when it becomes impossible).
   */
  objectiveDecl = this.RULE("objectiveDecl", () => {
    this.CONSUME(K.objective);
    this.CONSUME(T.StringLiteral);
    this.OPTION(() => {
      this.CONSUME(T.LCurly);
      this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.name, { LABEL: "members" }) });
      this.CONSUME(T.RCurly);
    });
    this.MANY(() =>
      this.OR([
        {
          ALT: () => {
            this.CONSUME(K.when);
            this.SUBRULE(this.expr, { LABEL: "when" });
          },
        },
        {
          ALT: () => {
            this.CONSUME(K.dealt);
            this.CONSUME2(K.when);
            this.SUBRULE2(this.expr, { LABEL: "dealt" });
          },
        },
        {
          ALT: () => {
            this.CONSUME(K.instead);
            this.CONSUME2(T.StringLiteral, { LABEL: "instead" });
            this.CONSUME3(K.when);
            this.SUBRULE3(this.expr, { LABEL: "insteadWhen" });
          },
        },
      ]),
    );
  });

  /** R5: `limits { armies armyCap }`: at most that many armies on the board per player. */
  limitsDecl = this.RULE("limitsDecl", () => {
    this.CONSUME(K.limits);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.OR([{ ALT: () => this.SUBRULE(this.armyLimitStmt) }, { ALT: () => this.SUBRULE(this.piecesStmt) }]));
    this.CONSUME(T.RCurly);
  });

  /** Y3: `pieces 60`: each player's pieces in all; those not on the board wait in its reserve (scrapheap). */
  piecesStmt = this.RULE("piecesStmt", () => {
    this.CONSUME(K.pieces);
    this.SUBRULE(this.expr);
  });

  armyLimitStmt = this.RULE("armyLimitStmt", () => {
    this.CONSUME(K.armies);
    this.SUBRULE(this.expr);
  });

  /** R14, E12: cards with effects, held from the start and used at a moment the rules name. */
  effectsDecl = this.RULE("effectsDecl", () => {
    this.CONSUME(K.effects);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.OR([{ ALT: () => this.SUBRULE(this.effectDealStmt) }, { ALT: () => this.SUBRULE(this.effectCardDecl) }]));
    this.CONSUME(T.RCurly);
  });

  /** E2: `deal 3 each`: every player gets that many cards of the effect deck, face down. */
  effectDealStmt = this.RULE("effectDealStmt", () => {
    this.CONSUME(K.deal);
    this.SUBRULE(this.expr);
    this.CONSUME(K.each);
  });

  /** `card "Challenge" when challengeCard { use on attack when round <= lastRound: ties attacker }` */
  effectCardDecl = this.RULE("effectCardDecl", () => {
    this.CONSUME(K.card);
    this.CONSUME(T.StringLiteral);
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expr, { LABEL: "dealt" });
    });
    this.OPTION2(() => {
      this.CONSUME(K.copies);
      this.CONSUME(T.IntegerLiteral, { LABEL: "copies" });
    });
    this.CONSUME(T.LCurly);
    this.MANY(() => this.OR([{ ALT: () => this.SUBRULE(this.useStmt) }, { ALT: () => this.SUBRULE(this.onRevealStmt) }]));
    this.CONSUME(T.RCurly);
  });

  /** E12: `on reveal: armies +3`, `on reveal pass: lose 2`: what turning the card up does. */
  onRevealStmt = this.RULE("onRevealStmt", () => {
    this.CONSUME(K.on);
    this.CONSUME(K.reveal);
    this.OPTION(() => this.CONSUME(K.pass));
    this.CONSUME(T.Colon);
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.revealEffectStmt) });
  });

  /** E12: `armies +3`, `lose 2`; F5: `flip "Drawbridge"`, `build Fort`, `raze Fort` (a switch's or a building's name). */
  revealEffectStmt = this.RULE("revealEffectStmt", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.armies);
          this.CONSUME(T.Plus);
          this.SUBRULE(this.expr);
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.lose);
          this.SUBRULE2(this.expr);
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.flip);
          this.CONSUME(T.StringLiteral);
        },
      },
      {
        ALT: () => {
          this.OR2([{ ALT: () => this.CONSUME(K.build, { LABEL: "onMap" }) }, { ALT: () => this.CONSUME(K.raze, { LABEL: "onMap" }) }]);
          this.CONSUME(T.Identifier);
        },
      },
    ]);
  });

  useStmt = this.RULE("useStmt", () => {
    this.CONSUME(K.use);
    this.CONSUME(K.on);
    this.OR([{ ALT: () => this.CONSUME(K.attack) }, { ALT: () => this.CONSUME(K.defend) }]);
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expr, { LABEL: "condition" });
    });
    this.CONSUME(T.Colon);
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.effectStmt) });
  });

  /** `ties attacker`; E12: `die +1` on the side's best die. */
  effectStmt = this.RULE("effectStmt", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.ties);
          this.SUBRULE(this.side);
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.die);
          this.CONSUME(T.Plus);
          this.CONSUME(T.IntegerLiteral);
        },
      },
    ]);
  });

  /** A player who meets the condition wins at once. */
  winStmt = this.RULE("winStmt", () => {
    this.CONSUME(K.win);
    this.CONSUME(T.StringLiteral);
    this.CONSUME(K.when);
    this.SUBRULE(this.expr);
  });

  eliminatedStmt = this.RULE("eliminatedStmt", () => {
    this.CONSUME(K.eliminated);
    this.CONSUME(K.when);
    this.SUBRULE(this.expr);
  });

  /** The game ends when a condition holds at the end of a turn; the winner ranks highest on the scores. */
  endWhenStmt = this.RULE("endWhenStmt", () => {
    this.CONSUME(K.end);
    this.CONSUME(T.StringLiteral);
    this.CONSUME(K.when);
    this.SUBRULE(this.expr, { LABEL: "condition" });
    this.CONSUME(K.winner);
    this.CONSUME(K.highest);
    this.OPTION(() => {
      this.CONSUME(K.by);
      this.CONSUME(K.team);
    });
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE2(this.expr, { LABEL: "scores" }) });
  });
}

/** One parser instance, reused: Chevrotain's self-analysis is the expensive part, its decisions read from a table. */
export const riskParser = new RiskParser({ lookahead: new TabledLookahead(lookaheadTable, T.allTokens, MAX_LOOKAHEAD) });
export type { CstNode, IToken };
