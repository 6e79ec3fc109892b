// The concrete grammar of the variant language (Chevrotain CstParser, error recovery on).
// Rule ids in comments point at ../shared/rules-digest.md: the construct exists for them.
import { CstParser, type CstNode, type IToken, type TokenType } from "chevrotain";
import { messages } from "./messages.js";
import * as T from "./tokens.js";

const K = T.keywords;

export class RiskParser extends CstParser {
  constructor() {
    super(T.allTokens, { recoveryEnabled: true, nodeLocationTracking: "full", maxLookahead: 3, errorMessageProvider: messages });
    this.performSelfAnalysis();
  }

  /** A free name: an identifier, or a quoted string for names with spaces ("North America"). */
  name = this.RULE("name", () => {
    this.OR([{ ALT: () => this.CONSUME(T.Identifier) }, { ALT: () => this.CONSUME(T.StringLiteral) }]);
  });

  /** A word in a choice (`adjacent | connected`, `infantry`): identifiers and keywords alike. */
  word = this.RULE("word", () => {
    this.OR([{ ALT: () => this.CONSUME(T.Identifier) }, { ALT: () => this.CONSUME(T.Keyword) }]);
  });

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
    ]);
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

  intRange = this.RULE("intRange", () => {
    this.CONSUME(T.IntegerLiteral, { LABEL: "from" });
    this.CONSUME(T.DotDot);
    this.CONSUME2(T.IntegerLiteral, { LABEL: "to" });
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
  typeRef = this.RULE("typeRef", () => {
    // `int`/`bool` are keywords and so also words: the first alternative that fits wins.
    this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
      { ALT: () => this.CONSUME(K.int) },
      { ALT: () => this.CONSUME(K.bool) },
      {
        ALT: () => {
          this.SUBRULE(this.word);
          this.MANY(() => {
            this.CONSUME(T.Pipe);
            this.SUBRULE2(this.word);
          });
        },
      },
    ]});
  });

  literal = this.RULE("literal", () => {
    this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
      {
        ALT: () => {
          this.OPTION(() => this.CONSUME(T.Minus));
          this.CONSUME(T.IntegerLiteral);
        },
      },
      { ALT: () => this.CONSUME(K.true) },
      { ALT: () => this.CONSUME(K.false) },
      { ALT: () => this.SUBRULE(this.word) },
    ]});
  });

  // C1, R1, Y1: territories, groups and borders.
  mapDecl = this.RULE("mapDecl", () => {
    this.CONSUME(K.map);
    this.OPTION(() => this.CONSUME(T.StringLiteral));
    this.CONSUME(T.LCurly);
    this.MANY(() =>
      this.OR([
        { ALT: () => this.SUBRULE(this.attributeDecl) },
        { ALT: () => this.SUBRULE(this.territoriesBlock) },
        { ALT: () => this.SUBRULE(this.groupDecl) },
        { ALT: () => this.SUBRULE(this.bordersBlock) },
      ]),
    );
    this.CONSUME(T.RCurly);
  });

  /** A territory attribute: `attribute value: int = 0`, `attribute symbol: infantry | cavalry`. */
  attributeDecl = this.RULE("attributeDecl", () => {
    this.CONSUME(K.attribute);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.typeRef);
    this.OPTION(() => {
      this.CONSUME(T.Assign);
      this.SUBRULE(this.literal);
    });
  });

  territoriesBlock = this.RULE("territoriesBlock", () => {
    this.CONSUME(K.territories);
    this.CONSUME(T.LCurly);
    this.MANY(() => {
      this.SUBRULE(this.territoryDecl);
      this.OPTION(() => this.CONSUME(T.Comma));
    });
    this.CONSUME(T.RCurly);
  });

  /** `Alaska [symbol infantry, at 40 80]` */
  territoryDecl = this.RULE("territoryDecl", () => {
    this.SUBRULE(this.name);
    this.OPTION(() => {
      this.CONSUME(T.LBracket);
      this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.territoryAttr) });
      this.CONSUME(T.RBracket);
    });
  });

  territoryAttr = this.RULE("territoryAttr", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.at);
          this.CONSUME(T.IntegerLiteral, { LABEL: "x" });
          this.CONSUME2(T.IntegerLiteral, { LABEL: "y" });
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Identifier);
          this.SUBRULE(this.literal);
        },
      },
    ]);
  });

  // C1/C3: a group of territories with a bonus for holding all of it.
  groupDecl = this.RULE("groupDecl", () => {
    this.OR([
      { ALT: () => this.CONSUME(K.continent) },
      { ALT: () => this.CONSUME(K.group) },
      { ALT: () => this.CONSUME(K.sector) },
    ]);
    this.SUBRULE(this.name);
    this.OPTION(() => {
      this.CONSUME(K.bonus);
      this.SUBRULE(this.expr);
    });
    this.CONSUME(T.LCurly);
    this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE2(this.name, { LABEL: "members" }) });
    this.CONSUME(T.RCurly);
  });

  bordersBlock = this.RULE("bordersBlock", () => {
    this.CONSUME(K.borders);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.borderEntry));
    this.CONSUME(T.RCurly);
  });

  /** `Alaska -- Alberta, Kamchatka` (two-way), `A -> B` (one-way), `remove A -- B` (in a variant that extends). */
  borderEntry = this.RULE("borderEntry", () => {
    this.OPTION(() => this.CONSUME(K.remove));
    this.SUBRULE(this.name, { LABEL: "from" });
    this.OR([{ ALT: () => this.CONSUME(T.TwoWay) }, { ALT: () => this.CONSUME(T.OneWay) }]);
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE2(this.name, { LABEL: "to" }) });
  });

  // C2, R2, E2, Y4: how a game starts.
  setupDecl = this.RULE("setupDecl", () => {
    this.CONSUME(K.setup);
    this.CONSUME(T.LCurly);
    this.MANY(() =>
      this.OR([
        { ALT: () => this.SUBRULE(this.armiesStep) },
        { ALT: () => this.SUBRULE(this.dealStep) },
        { ALT: () => this.SUBRULE(this.placeRemainingStep) },
        { ALT: () => this.SUBRULE(this.exchangeStep) },
      ]),
    );
    this.CONSUME(T.RCurly);
  });

  /**
   * R13: `exchange seat tokens when tokensOn`: each player holds a token of every seat, gives
   * one to each other player (never that player's own) and keeps one (never its own), in secret.
   */
  exchangeStep = this.RULE("exchangeStep", () => {
    this.CONSUME(K.exchange);
    this.CONSUME(K.seat);
    this.CONSUME(K.tokens);
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expr);
    });
  });

  armiesStep = this.RULE("armiesStep", () => {
    this.CONSUME(K.armies);
    this.SUBRULE(this.expr);
  });

  /** C2/R2: `deal territories in turns reverse armies 1 limit floor(size / 2) per group`; R3: `deal objectives`. */
  dealStep = this.RULE("dealStep", () => {
    this.CONSUME(K.deal);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.territories);
          this.OR2([
            { ALT: () => this.CONSUME(K.randomly) },
            {
              ALT: () => {
                this.CONSUME(K.in);
                this.CONSUME(K.turns);
                this.OPTION(() => this.CONSUME(K.reverse));
              },
            },
          ]);
          this.OPTION2(() => {
            this.CONSUME(K.armies);
            this.SUBRULE(this.expr, { LABEL: "armies" });
          });
          this.OPTION3(() => {
            this.CONSUME(K.limit);
            this.SUBRULE2(this.expr, { LABEL: "limit" });
            this.CONSUME(K.per);
            this.CONSUME(K.group);
          });
        },
      },
      { ALT: () => this.CONSUME(K.objectives) },
    ]);
  });

  placeRemainingStep = this.RULE("placeRemainingStep", () => {
    this.CONSUME(K.place);
    this.CONSUME(K.remaining);
    this.OPTION(() => {
      this.CONSUME(K.batch);
      this.SUBRULE(this.expr);
    });
  });

  // C3–C7: the ordered phases of a turn.
  turnDecl = this.RULE("turnDecl", () => {
    this.CONSUME(K.turn);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.phaseDecl));
    this.CONSUME(T.RCurly);
  });

  phaseDecl = this.RULE("phaseDecl", () => {
    this.CONSUME(K.phase);
    this.SUBRULE(this.word);
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expr);
    });
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.phaseStep));
    this.CONSUME(T.RCurly);
  });

  phaseStep = this.RULE("phaseStep", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.receiveStep) },
      { ALT: () => this.SUBRULE(this.tradeStep) },
      { ALT: () => this.SUBRULE(this.placeStep) },
      { ALT: () => this.SUBRULE(this.attackStep) },
      { ALT: () => this.SUBRULE(this.fortifyStep) },
      { ALT: () => this.SUBRULE(this.drawStep) },
      { ALT: () => this.SUBRULE(this.rollStep) },
    ]);
  });

  receiveStep = this.RULE("receiveStep", () => {
    this.CONSUME(K.receive);
    this.SUBRULE(this.expr);
  });

  /** C4: trade card sets; `forced when hand >= 5` makes it compulsory. */
  tradeStep = this.RULE("tradeStep", () => {
    this.CONSUME(K.trade);
    this.OPTION(() => {
      this.CONSUME(K.forced);
      this.CONSUME(K.when);
      this.SUBRULE(this.expr);
    });
  });

  placeStep = this.RULE("placeStep", () => {
    this.CONSUME(K.place);
  });

  attackStep = this.RULE("attackStep", () => {
    this.CONSUME(K.attack);
  });

  /** C7, R8: `fortify moves 1 path connected leave 1`. */
  fortifyStep = this.RULE("fortifyStep", () => {
    this.CONSUME(K.fortify);
    this.MANY(() =>
      this.OR([
        { ALT: () => this.SUBRULE(this.movesOption) },
        { ALT: () => this.SUBRULE(this.pathOption) },
        { ALT: () => this.SUBRULE(this.leaveOption) },
      ]),
    );
  });

  movesOption = this.RULE("movesOption", () => {
    this.CONSUME(K.moves);
    this.SUBRULE(this.expr);
  });

  pathOption = this.RULE("pathOption", () => {
    this.CONSUME(K.path);
    this.SUBRULE(this.word);
  });

  leaveOption = this.RULE("leaveOption", () => {
    this.CONSUME(K.leave);
    this.SUBRULE(this.expr);
  });

  /** C4, R9: `draw 1 when conquered > 0`. */
  drawStep = this.RULE("drawStep", () => {
    this.CONSUME(K.draw);
    this.SUBRULE(this.expr, { LABEL: "count" });
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE2(this.expr, { LABEL: "condition" });
    });
  });

  /** R11: `roll 2 d6 end "closure" when roll <= 4`: dice from the game's generator, and an end. */
  rollStep = this.RULE("rollStep", () => {
    this.CONSUME(K.roll);
    this.CONSUME(T.IntegerLiteral);
    this.CONSUME(T.DieLiteral);
    this.CONSUME(K.end);
    this.CONSUME(T.StringLiteral);
    this.CONSUME(K.when);
    this.SUBRULE(this.expr);
  });

  // C5, C6, R6: dice and conquest.
  combatDecl = this.RULE("combatDecl", () => {
    this.CONSUME(K.combat);
    this.CONSUME(T.LCurly);
    this.MANY(() =>
      this.OR([
        { ALT: () => this.SUBRULE(this.dieStmt) },
        { ALT: () => this.SUBRULE(this.diceStmt) },
        { ALT: () => this.SUBRULE(this.tiesStmt) },
        { ALT: () => this.SUBRULE(this.conquerStmt) },
        { ALT: () => this.SUBRULE(this.diceMaxStmt) },
        { ALT: () => this.SUBRULE(this.requireStmt) },
      ]),
    );
    this.CONSUME(T.RCurly);
  });

  /** R6: both sides always roll the most dice they may. */
  diceMaxStmt = this.RULE("diceMaxStmt", () => {
    this.CONSUME(K.dice);
    this.CONSUME(K.max);
  });

  /** R6: `require attackerDice >= defenderDice`: a roll may happen only when this holds. */
  requireStmt = this.RULE("requireStmt", () => {
    this.CONSUME(K.require);
    this.SUBRULE(this.expr);
  });

  dieStmt = this.RULE("dieStmt", () => {
    this.CONSUME(K.die);
    this.CONSUME(T.DieLiteral);
  });

  /** `attacker dice 1..3 leave 1`, `defender dice 1..2`. */
  diceStmt = this.RULE("diceStmt", () => {
    this.SUBRULE(this.side);
    this.CONSUME(K.dice);
    this.SUBRULE(this.intRange);
    this.OPTION(() => this.SUBRULE(this.leaveOption));
  });

  side = this.RULE("side", () => {
    this.OR([{ ALT: () => this.CONSUME(K.attacker) }, { ALT: () => this.CONSUME(K.defender) }]);
  });

  tiesStmt = this.RULE("tiesStmt", () => {
    this.CONSUME(K.ties);
    this.SUBRULE(this.side);
  });

  /** C6/R7: `conquer move >= dice`; R8: `conquer keep 2` (armies the attacking territory keeps). */
  conquerStmt = this.RULE("conquerStmt", () => {
    this.CONSUME(K.conquer);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.move);
          this.CONSUME(T.GreaterEq);
        },
      },
      { ALT: () => this.CONSUME(K.keep) },
    ]);
    this.SUBRULE(this.expr);
  });

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

  wildsStmt = this.RULE("wildsStmt", () => {
    this.CONSUME(K.wilds);
    this.SUBRULE(this.expr);
  });

  /** `set 3 alike`, `set 3 alike of artillery worth 8`, `set 2 alike + 1 wild worth 12`. */
  setStmt = this.RULE("setStmt", () => {
    this.CONSUME(K.set);
    this.CONSUME(T.IntegerLiteral, { LABEL: "count" });
    this.OR([
      { ALT: () => this.CONSUME(K.alike) },
      { ALT: () => this.CONSUME(K.distinct) },
      { ALT: () => this.CONSUME(K.any) },
    ]);
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

  objectiveDecl = this.RULE("objectiveDecl", () => {
    this.CONSUME(K.objective);
    this.CONSUME(T.StringLiteral);
    this.CONSUME(T.LCurly);
    this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.name, { LABEL: "members" }) });
    this.CONSUME(T.RCurly);
  });

  /** R5: `limits { armies armyCap }`: at most that many armies on the board per player. */
  limitsDecl = this.RULE("limitsDecl", () => {
    this.CONSUME(K.limits);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.armyLimitStmt));
    this.CONSUME(T.RCurly);
  });

  armyLimitStmt = this.RULE("armyLimitStmt", () => {
    this.CONSUME(K.armies);
    this.SUBRULE(this.expr);
  });

  /** R14, E12: cards with effects, held from the start and used at a moment the rules name. */
  effectsDecl = this.RULE("effectsDecl", () => {
    this.CONSUME(K.effects);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.effectCardDecl));
    this.CONSUME(T.RCurly);
  });

  /** `card "Challenge" when challengeCard { use on attack when round <= lastRound: ties attacker }` */
  effectCardDecl = this.RULE("effectCardDecl", () => {
    this.CONSUME(K.card);
    this.CONSUME(T.StringLiteral);
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expr, { LABEL: "dealt" });
    });
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.useStmt));
    this.CONSUME(T.RCurly);
  });

  useStmt = this.RULE("useStmt", () => {
    this.CONSUME(K.use);
    this.CONSUME(K.on);
    this.CONSUME(K.attack);
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expr, { LABEL: "condition" });
    });
    this.CONSUME(T.Colon);
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.effectStmt) });
  });

  effectStmt = this.RULE("effectStmt", () => {
    this.CONSUME(K.ties);
    this.SUBRULE(this.side);
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

  // ---- Expressions: a small typed language for formulas and conditions. ----
  expr = this.RULE("expr", () => {
    this.OR([{ ALT: () => this.SUBRULE(this.ifExpr) }, { ALT: () => this.SUBRULE(this.orExpr) }]);
  });

  ifExpr = this.RULE("ifExpr", () => {
    this.CONSUME(K.if);
    this.SUBRULE(this.expr, { LABEL: "condition" });
    this.CONSUME(K.then);
    this.SUBRULE2(this.expr, { LABEL: "then" });
    this.CONSUME(K.else);
    this.SUBRULE3(this.expr, { LABEL: "else" });
  });

  orExpr = this.RULE("orExpr", () => {
    this.SUBRULE(this.andExpr, { LABEL: "operands" });
    this.MANY(() => {
      this.CONSUME(K.or, { LABEL: "operators" });
      this.SUBRULE2(this.andExpr, { LABEL: "operands" });
    });
  });

  andExpr = this.RULE("andExpr", () => {
    this.SUBRULE(this.notExpr, { LABEL: "operands" });
    this.MANY(() => {
      this.CONSUME(K.and, { LABEL: "operators" });
      this.SUBRULE2(this.notExpr, { LABEL: "operands" });
    });
  });

  notExpr = this.RULE("notExpr", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.not);
          this.SUBRULE(this.notExpr);
        },
      },
      { ALT: () => this.SUBRULE(this.compareExpr) },
    ]);
  });

  compareExpr = this.RULE("compareExpr", () => {
    this.SUBRULE(this.addExpr, { LABEL: "operands" });
    this.OPTION(() => {
      this.OR(
        [T.Equals, T.NotEquals, T.LessEq, T.GreaterEq, T.Less, T.Greater].map((tok) => ({
          ALT: () => this.CONSUME(tok, { LABEL: "operators" }),
        })),
      );
      this.SUBRULE2(this.addExpr, { LABEL: "operands" });
    });
  });

  addExpr = this.RULE("addExpr", () => {
    this.SUBRULE(this.mulExpr, { LABEL: "operands" });
    this.MANY(() => {
      this.OR([
        { ALT: () => this.CONSUME(T.Plus, { LABEL: "operators" }) },
        { ALT: () => this.CONSUME(T.Minus, { LABEL: "operators" }) },
      ]);
      this.SUBRULE2(this.mulExpr, { LABEL: "operands" });
    });
  });

  mulExpr = this.RULE("mulExpr", () => {
    this.SUBRULE(this.unaryExpr, { LABEL: "operands" });
    this.MANY(() => {
      this.OR([
        { ALT: () => this.CONSUME(T.Star, { LABEL: "operators" }) },
        { ALT: () => this.CONSUME(T.Slash, { LABEL: "operators" }) },
        { ALT: () => this.CONSUME(T.Percent, { LABEL: "operators" }) },
      ]);
      this.SUBRULE2(this.unaryExpr, { LABEL: "operands" });
    });
  });

  unaryExpr = this.RULE("unaryExpr", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Minus);
          this.SUBRULE(this.unaryExpr);
        },
      },
      { ALT: () => this.SUBRULE(this.primaryExpr) },
    ]);
  });

  primaryExpr = this.RULE("primaryExpr", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.IntegerLiteral) },
      { ALT: () => this.CONSUME(K.true) },
      { ALT: () => this.CONSUME(K.false) },
      { ALT: () => this.SUBRULE(this.overSeatsExpr) },
      { ALT: () => this.SUBRULE(this.callExpr) },
      { ALT: () => this.SUBRULE(this.tableExpr) },
      { ALT: () => this.SUBRULE(this.tokensExpr) },
      { ALT: () => this.SUBRULE(this.setExpr) },
      { ALT: () => this.SUBRULE(this.parenExpr) },
      { ALT: () => this.SUBRULE(this.reference) },
    ]);
  });

  /** R13: `max over seats s: floor(points of s / players) * tokens of s`. */
  overSeatsExpr = this.RULE("overSeatsExpr", () => {
    this.OR([
      { ALT: () => this.CONSUME(K.max, { LABEL: "function" }) },
      { ALT: () => this.CONSUME(K.min, { LABEL: "function" }) },
      { ALT: () => this.CONSUME(K.sum, { LABEL: "function" }) },
    ]);
    this.CONSUME(K.over);
    this.CONSUME(K.seats);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.expr);
  });

  /** R13: `tokens of s`: how many of seat s's tokens the player holds. */
  tokensExpr = this.RULE("tokensExpr", () => {
    this.CONSUME(K.tokens);
    this.CONSUME(K.of);
    this.CONSUME(T.Identifier);
  });

  parenExpr = this.RULE("parenExpr", () => {
    this.CONSUME(T.LParen);
    this.SUBRULE(this.expr);
    this.CONSUME(T.RParen);
  });

  /** A parameter or a game quantity: `placeBatch`, `round`, `players`, `hand`, `dice`, `turn`. */
  reference = this.RULE("reference", () => {
    this.OR(
      [T.Identifier, K.players, K.hand, K.dice, K.turn, K.roll, K.seat].map((tok: TokenType) => ({ ALT: () => this.CONSUME(tok) })),
    );
    // `points of s`: a named score of another seat, inside `over seats s: ...`.
    this.OPTION(() => {
      this.CONSUME(K.of);
      this.CONSUME2(T.Identifier, { LABEL: "seatVar" });
    });
  });

  /** `max(3, floor(count(territories owned) / 3))`, `sum(bonus of groups owned)`. */
  callExpr = this.RULE("callExpr", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.sum);
          this.CONSUME(T.LParen);
          this.SUBRULE(this.word, { LABEL: "attribute" });
          this.CONSUME(K.of);
          this.SUBRULE(this.setExpr);
          this.CONSUME(T.RParen);
        },
      },
      {
        ALT: () => {
          this.OR2(
            [K.floor, K.ceil, K.min, K.max, K.abs, K.count].map((tok) => ({
              ALT: () => this.CONSUME(tok, { LABEL: "function" }),
            })),
          );
          this.CONSUME2(T.LParen);
          this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.expr, { LABEL: "args" }) });
          this.CONSUME2(T.RParen);
        },
      },
    ]);
  });

  /** `by players { 3: 35, 4: 30, else: 20 }`: a table keyed by a number. */
  tableExpr = this.RULE("tableExpr", () => {
    this.CONSUME(K.by);
    this.SUBRULE(this.primaryExpr, { LABEL: "key" });
    this.CONSUME(T.LCurly);
    this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.tableEntry) });
    this.CONSUME(T.RCurly);
  });

  tableEntry = this.RULE("tableEntry", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.IntegerLiteral) },
      { ALT: () => this.CONSUME(K.else) },
    ]);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.expr);
  });

  /** `territories`, `territories owned`, `groups owned`, `territories in Asia`. */
  setExpr = this.RULE("setExpr", () => {
    this.OR([{ ALT: () => this.CONSUME(K.territories) }, { ALT: () => this.CONSUME(K.groups) }]);
    this.OPTION(() => {
      this.CONSUME(K.owned);
      // Y13: `owned by team`: held by the player or a partner.
      this.OPTION3(() => {
        this.CONSUME(K.by);
        this.CONSUME(K.team);
      });
    });
    this.OPTION2(() => {
      this.CONSUME(K.in);
      this.OR2([{ ALT: () => this.SUBRULE(this.name) }, { ALT: () => this.CONSUME(K.objective) }]);
    });
  });
}

/** One parser instance, reused: Chevrotain's self-analysis is the expensive part. */
export const riskParser = new RiskParser();
export type { CstNode, IToken };
