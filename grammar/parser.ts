// The concrete grammar of the variant language (Chevrotain CstParser, error recovery on):
// the file and its sections. Rule ids in comments point at the rulebooks' digest (rules-digest.md): the
// construct exists for them. Seats, choices, the market, buildings, factions, counters, leaders
// and teams are in parser-forces.ts, map, setup, turn and combat rules in parser-board.ts, names
// and formulas in parser-expressions.ts.
import type { CstNode, IToken } from "chevrotain";
import { lookaheadTable } from "./lookahead.gen.js";
import { TabledLookahead } from "./lookahead.js";
import { ForcesParser } from "./parser-forces.js";
import { MAX_LOOKAHEAD } from "./parser-expressions.js";
import * as T from "./tokens.js";

const K = T.keywords;

export class RiskParser extends ForcesParser {
  constructor(options: ConstructorParameters<typeof ForcesParser>[0] = {}) {
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
      { ALT: () => this.SUBRULE(this.rulesDecl) },
    ]);
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
    this.MANY(() =>
      this.OR([
        { ALT: () => this.SUBRULE(this.armyLimitStmt) },
        { ALT: () => this.SUBRULE(this.piecesStmt) },
        { ALT: () => this.SUBRULE(this.casualtiesStmt) },
      ]),
    );
    this.CONSUME(T.RCurly);
  });

  /** PB5: `destroyed into scrapheap`: destroyed armies go into a per-player resource (a second board), not back to the reserve. */
  casualtiesStmt = this.RULE("casualtiesStmt", () => {
    this.CONSUME(K.destroyed);
    this.CONSUME(K.into);
    this.CONSUME(T.Identifier, { LABEL: "resource" });
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
    // DK1: `effects gods { ... }`: a named deck of cards held in hand and played (none: version 2's effect deck).
    this.OPTION(() => this.CONSUME(T.Identifier, { LABEL: "deck" }));
    // PO1: `effects orders per player { ... }`: every seat holds its own copy of the deck.
    this.OPTION2(() => {
      this.CONSUME(K.per, { LABEL: "perPlayer" });
      this.CONSUME(K.player);
    });
    this.CONSUME(T.LCurly);
    this.MANY(() =>
      this.OR([
        { ALT: () => this.SUBRULE(this.effectDealStmt) },
        { ALT: () => this.SUBRULE(this.effectCardDecl) },
        { ALT: () => this.SUBRULE(this.deckHandStmt) },
        { ALT: () => this.SUBRULE(this.deckReshuffleStmt) },
        { ALT: () => this.SUBRULE(this.deckProgramStmt) },
      ]),
    );
    this.CONSUME(T.RCurly);
  });

  /** DK5: `hand 5 discard choose`: the most cards of the deck a player holds; over it, the holder chooses what goes. */
  deckHandStmt = this.RULE("deckHandStmt", () => {
    this.CONSUME(K.hand);
    this.OR([
      // PO6: `hand returns`: the seat's played cards come back into its hand when it holds fewer than a round's program.
      { ALT: () => this.CONSUME(K.returns) },
      {
        ALT: () => {
          this.SUBRULE(this.expr);
          this.OPTION(() => {
            this.CONSUME(K.discard);
            this.CONSUME(K.choose);
          });
        },
      },
    ]);
  });

  /** PO2: `program 2 each round`: at each round's start every seat picks that many cards of its hand, in order, sealed. */
  deckProgramStmt = this.RULE("deckProgramStmt", () => {
    this.CONSUME(K.program);
    this.SUBRULE(this.expr);
    this.CONSUME(K.each);
    this.CONSUME(T.Identifier, { LABEL: "round" });
  });

  /** DK4: `reshuffle`: the deck's discards become its draw pile when the pile runs out. */
  deckReshuffleStmt = this.RULE("deckReshuffleStmt", () => {
    this.CONSUME(K.reshuffle);
  });

  /** EP1–EP4: `on play when <condition> cost 2 gold: gain gold 3, attack +1 for this turn`. */
  onPlayStmt = this.RULE("onPlayStmt", () => {
    this.CONSUME(K.on);
    this.CONSUME(K.play);
    // EP9/EP10: the card's play window: in its holder's attack step, or when it defends (another seat's turn).
    this.OPTION3(() => {
      this.CONSUME(K.during);
      this.OR2([{ ALT: () => this.CONSUME(K.attack, { LABEL: "window" }) }, { ALT: () => this.CONSUME(K.defence, { LABEL: "window" }) }]);
    });
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expr, { LABEL: "condition" });
    });
    this.OPTION2(() => {
      this.CONSUME(K.cost);
      this.OR([
        {
          ALT: () => {
            this.CONSUME(K.discard);
            this.CONSUME(T.IntegerLiteral, { LABEL: "discards" });
          },
        },
        {
          ALT: () => {
            this.SUBRULE2(this.expr, { LABEL: "cost" });
            this.CONSUME(T.Identifier, { LABEL: "resource" });
          },
        },
      ]);
    });
    this.CONSUME(T.Colon);
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.revealEffectStmt) });
  });

  /** EP5: `on draw: gain gold 1`: what the card does the moment it comes into a hand. */
  onDrawStmt = this.RULE("onDrawStmt", () => {
    this.CONSUME(K.on);
    this.CONSUME(K.draw);
    this.CONSUME(T.Colon);
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.revealEffectStmt) });
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
      // MK1: `copies decoys`: an int parameter's value (a named deck's card).
      this.OR5([
        { ALT: () => this.CONSUME(T.IntegerLiteral, { LABEL: "copies" }) },
        { ALT: () => this.CONSUME(T.Identifier, { LABEL: "copiesParam" }) },
      ]);
    });
    // GT10: `in bottom half`: the card is shuffled into that half of its deck's pile.
    this.OPTION3(() => this.SUBRULE(this.cardPlaceClause));
    this.CONSUME(T.LCurly);
    this.MANY(() =>
      this.OR([
        { ALT: () => this.SUBRULE(this.useStmt) },
        // `on reveal`, `on play`, `on draw`: two tokens tell them apart.
        { GATE: () => this.LA(2).tokenType === K.reveal, ALT: () => this.SUBRULE(this.onRevealStmt) },
        { GATE: () => this.LA(2).tokenType === K.play, ALT: () => this.SUBRULE(this.onPlayStmt) },
        { ALT: () => this.SUBRULE(this.onDrawStmt) },
      ]),
    );
    this.CONSUME(T.RCurly);
  });

  /** GT10: `in bottom half` / `in top half`: where in its deck's pile the card is shuffled. */
  cardPlaceClause = this.RULE("cardPlaceClause", () => {
    this.CONSUME(K.in);
    this.OR([{ ALT: () => this.CONSUME(K.top, { LABEL: "part" }) }, { ALT: () => this.CONSUME(K.bottom, { LABEL: "part" }) }]);
    this.CONSUME(K.half);
  });

  /** E12: `on reveal: armies +3`, `on reveal pass: lose 2`: what turning the card up does. */
  onRevealStmt = this.RULE("onRevealStmt", () => {
    this.CONSUME(K.on);
    this.CONSUME(K.reveal);
    this.OPTION(() => this.CONSUME(K.pass));
    this.CONSUME(T.Colon);
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.revealEffectStmt) });
  });

  /** The one effect of rules and cards. E12: `armies +3`, `lose 2`; F5: `flip "Drawbridge"`, `build Fort`, `raze Fort` (a switch's or a building's name). */
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
      // Part A (rules): `gain gold 2`, `gain gold roll d6`, `give gold 2 to toMove`, `open A -- B`,
      // `close A -- B`, `owner becomes players + 1`, `each territory owned where Plague > 0 { lose 1 }`.
      { ALT: () => this.SUBRULE(this.gainEffect) },
      { ALT: () => this.SUBRULE(this.giveEffect) },
      { ALT: () => this.SUBRULE(this.borderEffect) },
      { ALT: () => this.SUBRULE(this.ownerEffect) },
      { ALT: () => this.SUBRULE(this.eachEffect) },
      // EP6/EP7 (the named decks' cards first had them): `draw effect 1 from gods`, `draw 2 cards`, `attack +1 for this turn`.
      { ALT: () => this.SUBRULE(this.drawEffect) },
      { ALT: () => this.SUBRULE(this.diceEffect) },
      // EF2, EF3: `end game ["reason"]`, `units 2 Scout`.
      { ALT: () => this.SUBRULE(this.endGameEffect) },
      { ALT: () => this.SUBRULE(this.unitsEffect) },
      { ALT: () => this.SUBRULE(this.discardEffect) },
      // EF6: `move 3 armies`, `move 1 Scout from where coastal to where Fort > 0`.
      { ALT: () => this.SUBRULE(this.moveEffect) },
      // PO4: `choose "Tax" { ... } or "Spend" { ... }`; PO7: `first player next round`.
      { ALT: () => this.SUBRULE(this.chooseEffect) },
      { ALT: () => this.SUBRULE(this.firstPlayerEffect) },
    ]);
  });

  /** PO4: `choose "Tax" { gain gold 2 } or "Spend" { }`: the player chooses one named order, whose effects happen (a decision). */
  chooseEffect = this.RULE("chooseEffect", () => {
    this.CONSUME(K.choose);
    this.OR([
      {
        ALT: () => {
          this.SUBRULE(this.orderOption);
          this.AT_LEAST_ONE(() => {
            this.CONSUME(K.or);
            this.SUBRULE2(this.orderOption);
          });
        },
      },
      // TC1: `choose territory [owned] [where c] { effects }`: the player picks one territory.
      { ALT: () => this.SUBRULE(this.pickEffect) },
    ]);
  });

  /**
   * TC1/TC2: `territory [owned] [where <condition>] { effects }` after `choose`: the player picks one
   * territory of those (a decision), and the effects happen with it in question.
   */
  pickEffect = this.RULE("pickEffect", () => {
    this.CONSUME(K.territory);
    this.OPTION(() => this.CONSUME(K.owned));
    this.OPTION2(() => {
      this.CONSUME(K.where);
      this.SUBRULE(this.expr);
    });
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.revealEffectStmt));
    this.CONSUME(T.RCurly);
  });

  /** PO4: one order of a `choose`: its name and its effects. */
  orderOption = this.RULE("orderOption", () => {
    this.CONSUME(T.StringLiteral, { LABEL: "order" });
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.revealEffectStmt));
    this.CONSUME(T.RCurly);
  });

  /** PO7: `first player next round`: the player becomes the first in turn order from the next round on. */
  firstPlayerEffect = this.RULE("firstPlayerEffect", () => {
    this.CONSUME(K.first);
    this.CONSUME(K.player);
    this.CONSUME(K.next);
    this.CONSUME(T.Identifier, { LABEL: "round" });
  });

  /**
   * EF6: `move 3 armies [from where c] [to where c]`, `move 1 Scout ...`: the player moves up to N
   * of its armies (or units of a type) between its territories, a decision: into the territory in
   * question unless `to where` says where.
   */
  moveEffect = this.RULE("moveEffect", () => {
    this.CONSUME(K.move);
    this.SUBRULE(this.expr, { LABEL: "count" });
    this.OR([{ ALT: () => this.CONSUME(K.armies) }, { ALT: () => this.CONSUME(T.Identifier, { LABEL: "unit" }) }]);
    this.OPTION(() => {
      this.CONSUME(K.from);
      this.CONSUME(K.where);
      this.SUBRULE2(this.expr, { LABEL: "from" });
    });
    this.OPTION2(() => {
      this.CONSUME(K.to);
      this.CONSUME2(K.where);
      this.SUBRULE3(this.expr, { LABEL: "to" });
    });
  });

  /** EF4/EF5: `discard 2 randomly` (at random), `discard 2` (the holder chooses): cards of the named decks go to their discards. */
  discardEffect = this.RULE("discardEffect", () => {
    this.CONSUME(K.discard);
    this.SUBRULE(this.expr, { LABEL: "count" });
    this.OPTION(() => this.CONSUME(K.randomly));
  });

  /** EF2: `end game`, `end game "the last card"`: the game ends now and the end's ranking names the winners. */
  endGameEffect = this.RULE("endGameEffect", () => {
    this.CONSUME(K.end);
    this.CONSUME(K.game);
    this.OPTION(() => this.CONSUME(T.StringLiteral, { LABEL: "reason" }));
  });

  /** EF3: `units 2 Scout`: units of the player's stock of a type come onto its territories (the one in question, else at random). */
  unitsEffect = this.RULE("unitsEffect", () => {
    this.CONSUME(K.units);
    this.SUBRULE(this.expr, { LABEL: "count" });
    this.CONSUME(T.Identifier, { LABEL: "unit" });
  });

  /** EP7: `draw effect 2 from gods` (cards of a named deck), `draw 1 card` (territory cards) into the player's hand. */
  drawEffect = this.RULE("drawEffect", () => {
    this.CONSUME(K.draw);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.effect);
          this.SUBRULE(this.expr, { LABEL: "amount" });
          this.CONSUME(K.from);
          this.CONSUME(T.Identifier, { LABEL: "deck" });
        },
      },
      {
        ALT: () => {
          this.SUBRULE2(this.expr, { LABEL: "amount" });
          this.OR2([{ ALT: () => this.CONSUME(K.card) }, { ALT: () => this.CONSUME(K.cards) }]);
        },
      },
    ]);
  });

  /** EP6: `attack +1 for this turn`, `defend +2 until your next turn`: a die bonus of the player for a duration. */
  diceEffect = this.RULE("diceEffect", () => {
    this.OR([{ ALT: () => this.CONSUME(K.attack, { LABEL: "side" }) }, { ALT: () => this.CONSUME(K.defend, { LABEL: "side" }) }]);
    this.CONSUME(T.Plus);
    this.CONSUME(T.IntegerLiteral, { LABEL: "bonus" });
    this.SUBRULE(this.duration);
  });

  /** Part A: `gain gold 2`, or a random amount drawn from the game's generator: `gain gold roll d6`. */
  gainEffect = this.RULE("gainEffect", () => {
    this.CONSUME(K.gain);
    this.CONSUME(T.Identifier);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.roll);
          this.CONSUME(T.DieLiteral);
        },
      },
      { ALT: () => this.SUBRULE(this.expr) },
    ]);
  });

  /** Part A: `give gold 2 to toMove`: from the rule's player to the seat the formula names. */
  giveEffect = this.RULE("giveEffect", () => {
    this.CONSUME(K.give);
    this.CONSUME(T.Identifier);
    this.SUBRULE(this.expr, { LABEL: "amount" });
    this.CONSUME(K.to);
    this.SUBRULE2(this.expr, { LABEL: "to" });
  });

  /** Part A: `open Alaska -- Kamchatka`, `close Alaska -- Alberta`: a border that exists (or not) for the rule's duration. */
  borderEffect = this.RULE("borderEffect", () => {
    this.OR([{ ALT: () => this.CONSUME(K.open, { LABEL: "change" }) }, { ALT: () => this.CONSUME(K.close, { LABEL: "change" }) }]);
    this.SUBRULE(this.name, { LABEL: "from" });
    this.CONSUME(T.TwoWay);
    this.SUBRULE2(this.name, { LABEL: "to" });
  });

  /** Part A: `owner becomes <seat>`: the territory in question passes to that seat. */
  ownerEffect = this.RULE("ownerEffect", () => {
    this.CONSUME(T.Identifier, { LABEL: "owner" });
    this.CONSUME(K.becomes);
    this.SUBRULE(this.expr);
  });

  /** Part A: `each territory [owned] [where <condition>] { effects }`: the effects on each such territory. */
  eachEffect = this.RULE("eachEffect", () => {
    this.CONSUME(K.each);
    this.CONSUME(K.territory);
    this.OPTION(() => this.CONSUME(K.owned));
    this.OPTION2(() => {
      this.CONSUME(K.where);
      this.SUBRULE(this.expr);
    });
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.revealEffectStmt));
    this.CONSUME(T.RCurly);
  });

  /** Part A: `rules { rule "Name" on <event> [when ...] [cost N R] [for this turn] { effects } }`. */
  rulesDecl = this.RULE("rulesDecl", () => {
    this.CONSUME(K.rules);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.ruleDecl));
    this.CONSUME(T.RCurly);
  });

  ruleDecl = this.RULE("ruleDecl", () => {
    this.OPTION4(() => this.CONSUME(K.optional));
    this.CONSUME(K.rule);
    this.CONSUME(T.StringLiteral);
    this.CONSUME(K.on);
    this.SUBRULE(this.ruleEvent);
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expr, { LABEL: "condition" });
    });
    this.OPTION2(() => {
      this.CONSUME(K.cost);
      this.SUBRULE2(this.expr, { LABEL: "cost" });
      this.CONSUME(T.Identifier, { LABEL: "resource" });
    });
    this.OPTION3(() => this.SUBRULE(this.duration));
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.revealEffectStmt));
    this.CONSUME(T.RCurly);
  });

  /**
   * `turn start`, `turn end`, `phase start P`, `phase end P`, `round end`, `conquest`, `elimination`,
   * `battle start`, `battle roll`, `battle end`, `crossing R = N`, `draw [deck]`, `play [deck]`, `reveal`,
   * `purchase`, `setup end` (`round` and `purchase` are read as words).
   */
  ruleEvent = this.RULE("ruleEvent", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.turn);
          this.OR2([{ ALT: () => this.CONSUME(K.start, { LABEL: "edge" }) }, { ALT: () => this.CONSUME(K.end, { LABEL: "edge" }) }]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.phase);
          this.OR3([{ ALT: () => this.CONSUME2(K.start, { LABEL: "edge" }) }, { ALT: () => this.CONSUME2(K.end, { LABEL: "edge" }) }]);
          this.SUBRULE(this.word);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Identifier, { LABEL: "round" });
          this.OPTION2(() => this.CONSUME3(K.end, { LABEL: "edge" }));
          // `purchase Siege`: the purchase of a unit type or a building only.
          this.OPTION4(() => this.CONSUME4(T.Identifier, { LABEL: "thing" }));
        },
      },
      { ALT: () => this.CONSUME(K.conquest) },
      { ALT: () => this.CONSUME(K.elimination) },
      {
        ALT: () => {
          this.CONSUME(K.battle);
          this.OR4([
            { ALT: () => this.CONSUME3(K.start, { LABEL: "edge" }) },
            { ALT: () => this.CONSUME4(K.end, { LABEL: "edge" }) },
            { ALT: () => this.CONSUME(K.roll, { LABEL: "edge" }) },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.crossing);
          this.CONSUME2(T.Identifier, { LABEL: "resource" });
          this.CONSUME(T.Assign);
          this.OPTION(() => this.CONSUME(T.Minus));
          this.CONSUME(T.IntegerLiteral);
        },
      },
      {
        ALT: () => {
          this.OR5([{ ALT: () => this.CONSUME(K.draw, { LABEL: "card" }) }, { ALT: () => this.CONSUME(K.play, { LABEL: "card" }) }]);
          this.OPTION3(() => this.CONSUME3(T.Identifier, { LABEL: "deck" }));
        },
      },
      { ALT: () => this.CONSUME(K.reveal) },
      // PO4: `order "Tax"`: the player chose that order.
      {
        ALT: () => {
          this.CONSUME(K.order);
          this.CONSUME(T.StringLiteral, { LABEL: "order" });
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.setup);
          this.CONSUME5(K.end, { LABEL: "edge" });
        },
      },
    ]);
  });

  /** `for this battle`, `for this turn`, `until your next turn`: how long a lasting effect lasts (a rule's border, a card's die bonus). */
  duration = this.RULE("duration", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.for);
          this.CONSUME(K.this);
          this.OR2([{ ALT: () => this.CONSUME(K.battle, { LABEL: "span" }) }, { ALT: () => this.CONSUME(K.turn, { LABEL: "span" }) }]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.until);
          this.CONSUME(K.your);
          this.CONSUME(K.next);
          this.CONSUME2(K.turn, { LABEL: "span" });
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
