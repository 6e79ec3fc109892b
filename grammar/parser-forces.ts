// The grammar of what a variant may add to the board's forces and economy: neutral seats (T1),
// choices (K1, M1), the market and buildings (F1–F5), factions and counters (E1–E14), leaders and
// their units (Y1–Y12), and teams (Y2, E1). The final parser (parser.ts) extends it.
import { BoardParser } from "./parser-board.js";
import * as T from "./tokens.js";

const K = T.keywords;

export class ForcesParser extends BoardParser {
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
    // PB1: a leader's name may be quoted (`offer "Old Chief" cost 6 gold`).
    this.OR2([{ ALT: () => this.SUBRULE(this.word, { LABEL: "what" }) }, { ALT: () => this.CONSUME(T.StringLiteral, { LABEL: "quoted" }) }]);
    // DK6: `offer effect from gods cost 3 gold`: a card of a named deck.
    this.OPTION(() => {
      this.CONSUME(K.from);
      this.CONSUME2(T.Identifier, { LABEL: "deck" });
    });
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
      this.MANY(() =>
        this.OR([
          { ALT: () => this.SUBRULE(this.buildingLimitStmt) },
          { ALT: () => this.SUBRULE(this.conquestFateStmt) },
          // B1: `hold alone`: the building keeps its territory its owner's with no armies there.
          { ALT: () => this.SUBRULE(this.holdStmt) },
        ]),
      );
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
   * `leader "Boss" seat 2 { die d8  form robot: attack +1  form vehicle: jump }`; a leader
   * `from market` is bought (PB1), by every seat when it names none (`leader "Mercenary" from market`, PB16).
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
        { ALT: () => this.SUBRULE(this.leadersPerSeatStmt) },
      ]),
    );
    this.CONSUME(T.RCurly);
  });

  /** L1: `leaders per seat 2`: a seat may have that many leaders (without it, one). */
  leadersPerSeatStmt = this.RULE("leadersPerSeatStmt", () => {
    this.CONSUME(K.leaders);
    this.CONSUME(K.per);
    this.CONSUME(K.seat);
    this.SUBRULE(this.expr);
  });

  leaderDecl = this.RULE("leaderDecl", () => {
    this.CONSUME(K.leader);
    this.CONSUME(T.StringLiteral);
    // PB16: without a seat, a leader `from market` is every seat's: each player buys its own copy.
    this.OPTION4(() => {
      this.CONSUME(K.seat);
      this.SUBRULE(this.expr, { LABEL: "seat" });
    });
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE2(this.expr, { LABEL: "condition" });
    });
    // PB1: `from market`: the leader is bought (an offer names it), not put down at the setup.
    this.OPTION3(() => {
      this.CONSUME(K.from, { LABEL: "bought" });
      this.CONSUME(K.market);
    });
    this.CONSUME(T.LCurly);
    this.OPTION2(() => this.SUBRULE(this.leaderDieStmt));
    // Issue 26: leaders are units: a leader's fate on death is its type's (`on death lost`: no revival).
    this.MANY(() =>
      this.OR([
        // U1: more sizes of its die under conditions (`die d10 when terrain == hills`).
        { ALT: () => this.SUBRULE2(this.leaderDieStmt) },
        // PB13: `attack when hasMoved == 0`: whether it joins an attack of its side.
        { GATE: () => this.LA(2).tokenType === K.when, ALT: () => this.SUBRULE(this.attackWhenStmt) },
        { ALT: () => this.SUBRULE(this.formDecl) },
        { ALT: () => this.SUBRULE(this.holdStmt) },
        { ALT: () => this.SUBRULE(this.standsStmt) },
        { ALT: () => this.SUBRULE(this.deathStmt) },
        // L2: a leader's own powers, as a unit type's (without a form, they are its only form's).
        { ALT: () => this.SUBRULE(this.powerStmt) },
      ]),
    );
    this.CONSUME(T.RCurly);
  });

  /**
   * F2: a type of unit: `unit Scout limit 2 { die d8  defend +1  stands where terrain != river
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
          // PB13: `attack when hasMoved == 0`: whether it joins an attack of its side.
          { GATE: () => this.LA(2).tokenType === K.when, ALT: () => this.SUBRULE(this.attackWhenStmt) },
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

  /** Y8: `die d8`: the leader's own die; U1: `die d10 when terrain == hills`, its size in an attack where the condition holds. */
  leaderDieStmt = this.RULE("leaderDieStmt", () => {
    this.CONSUME(K.die);
    this.CONSUME(T.DieLiteral);
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expr, { LABEL: "condition" });
    });
  });

  /** PB13: `attack when hasMoved == 0`: the unit joins an attack of its side only when this holds for it as the attack starts. */
  attackWhenStmt = this.RULE("attackWhenStmt", () => {
    this.CONSUME(K.attack);
    this.CONSUME(K.when);
    this.SUBRULE(this.expr, { LABEL: "condition" });
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
          // Issue 26 (per-unit bonuses on distinct dice): `defend +1 on die`: on the unit's own die.
          // `on death` may follow (a unit's fate): only `on die` is this option.
          this.OPTION({
            GATE: () => this.LA(2).tokenType === K.die,
            DEF: () => {
              this.CONSUME(K.on, { LABEL: "own" });
              this.CONSUME(K.die);
            },
          });
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
}
