// The grammar of the map, the setup, the turn and combat (rules C1–C7, R1–R8, Y1, Y4–Y10).
import { ExpressionParser } from "./parser-expressions.js";
import * as T from "./tokens.js";

const K = T.keywords;

export class BoardParser extends ExpressionParser {
  // C1, R1, Y1: territories, groups and borders; `instead`: a whole new map in place of the parent's.
  mapDecl = this.RULE("mapDecl", () => {
    this.CONSUME(K.map);
    this.OPTION(() => this.CONSUME(T.StringLiteral));
    this.OPTION2(() => this.CONSUME(K.instead));
    this.CONSUME(T.LCurly);
    this.MANY(() =>
      this.OR([
        { ALT: () => this.SUBRULE(this.attributeDecl) },
        { ALT: () => this.SUBRULE(this.territoriesBlock) },
        { ALT: () => this.SUBRULE(this.groupDecl) },
        { ALT: () => this.SUBRULE(this.bordersBlock) },
        { ALT: () => this.SUBRULE(this.switchDecl) },
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

  // C1/C3: a group of territories with a bonus for holding all of it; `[colour blue]`: how maps draw it.
  groupDecl = this.RULE("groupDecl", () => {
    this.OR([{ ALT: () => this.CONSUME(K.continent) }, { ALT: () => this.CONSUME(K.group) }, { ALT: () => this.CONSUME(K.sector) }]);
    this.SUBRULE(this.name);
    this.OPTION2(() => {
      this.CONSUME(T.LBracket);
      this.MANY_SEP2({ SEP: T.Comma, DEF: () => this.SUBRULE(this.groupAttr) });
      this.CONSUME(T.RBracket);
    });
    this.OPTION(() => {
      this.CONSUME(K.bonus);
      this.SUBRULE(this.expr);
    });
    this.CONSUME(T.LCurly);
    this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE2(this.name, { LABEL: "members" }) });
    this.CONSUME(T.RCurly);
  });

  /** `colour blue`, `colour "#3a6fd8"`. */
  groupAttr = this.RULE("groupAttr", () => {
    this.CONSUME(T.Identifier);
    this.SUBRULE(this.name);
  });

  /**
   * Y7: a part of the map that changes during the game. Borders and territories listed under
   * `on:` exist only while the switch is on, those under `off:` only while it is off.
   * `switch "Hub spin" starts on { on: Hub -- North  off: Hub -- East }`
   */
  switchDecl = this.RULE("switchDecl", () => {
    this.CONSUME(K.switch);
    this.CONSUME(T.StringLiteral);
    this.CONSUME(K.starts);
    this.OR([{ ALT: () => this.CONSUME(K.on, { LABEL: "initial" }) }, { ALT: () => this.CONSUME(K.off, { LABEL: "initial" }) }]);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.switchItem));
    this.CONSUME(T.RCurly);
  });

  switchItem = this.RULE("switchItem", () => {
    this.OR([{ ALT: () => this.CONSUME(K.on, { LABEL: "state" }) }, { ALT: () => this.CONSUME(K.off, { LABEL: "state" }) }]);
    this.CONSUME(T.Colon);
    this.OR2([{ ALT: () => this.SUBRULE(this.borderEntry) }, { ALT: () => this.SUBRULE(this.name) }]);
  });

  bordersBlock = this.RULE("bordersBlock", () => {
    this.CONSUME(K.borders);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.borderEntry));
    this.CONSUME(T.RCurly);
  });

  /** `Alaska -- Alberta, Kamchatka` (two-way), `A -> B` (one-way), `remove A -- B` (in a variant that extends), `A -- B with Fleet` (PB9). */
  borderEntry = this.RULE("borderEntry", () => {
    this.OPTION(() => this.CONSUME(K.remove));
    this.SUBRULE(this.name, { LABEL: "from" });
    this.OR([{ ALT: () => this.CONSUME(T.TwoWay) }, { ALT: () => this.CONSUME(T.OneWay) }]);
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE2(this.name, { LABEL: "to" }) });
    // PB9: `Hawaii -- Japan with Fleet`: the border exists only for a player with a Fleet at either end.
    this.OPTION2(() => {
      this.CONSUME(K.with);
      this.SUBRULE3(this.name, { LABEL: "piece" });
    });
    // BK1: `England -- Lorraine [sea]`: the borders' kinds (words a formula's `across sea` reads).
    this.OPTION3(() => {
      this.CONSUME(T.LBracket);
      this.AT_LEAST_ONE_SEP2({ SEP: T.Comma, DEF: () => this.CONSUME(T.Identifier, { LABEL: "kind" }) });
      this.CONSUME(T.RBracket);
    });
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
        { ALT: () => this.SUBRULE(this.placeSplitStep) },
        { ALT: () => this.SUBRULE(this.exchangeStep) },
        { ALT: () => this.SUBRULE(this.chooseStep) },
        { ALT: () => this.SUBRULE(this.buildStep) },
        { ALT: () => this.SUBRULE(this.orderStep) },
        { ALT: () => this.SUBRULE(this.leaveStep) },
        { ALT: () => this.SUBRULE(this.gainStep) },
        { ALT: () => this.SUBRULE(this.unitsStep) },
      ]),
    );
    this.CONSUME(T.RCurly);
  });

  /** S4: `units 2 Ranger each randomly`: each player's units of a type, put on its own territories at random; S12: `units 2 Ranger each`, where each player chooses. */
  unitsStep = this.RULE("unitsStep", () => {
    this.CONSUME(K.units);
    this.SUBRULE(this.expr, { LABEL: "count" });
    this.CONSUME(T.Identifier);
    this.CONSUME(K.each);
    this.OPTION(() => this.CONSUME(K.randomly));
  });

  /**
   * S3: `leave 4 neutral armies 2 where coastal`: territories not yet dealt go to the neutral seats;
   * `leave 2 empty where coastal`: dealt territories are emptied (taken in play by an attack).
   */
  leaveStep = this.RULE("leaveStep", () => {
    this.CONSUME(K.leave);
    this.SUBRULE(this.expr, { LABEL: "count" });
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.neutral);
          this.CONSUME(K.armies);
          this.SUBRULE2(this.expr, { LABEL: "armies" });
        },
      },
      { ALT: () => this.CONSUME(K.empty) },
    ]);
    this.OPTION(() => {
      this.CONSUME(K.where);
      this.SUBRULE3(this.expr, { LABEL: "where" });
    });
  });

  /** K1/M1: `choose capital`: a choice is made here. */
  chooseStep = this.RULE("chooseStep", () => {
    this.CONSUME(K.choose);
    this.CONSUME(T.Identifier);
  });

  /** F3: `build Mine randomly 6`, `build Fort by choice 1 each where terrain == hills`. */
  buildStep = this.RULE("buildStep", () => {
    this.CONSUME(K.build);
    this.CONSUME(T.Identifier);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.randomly);
          this.SUBRULE(this.expr, { LABEL: "count" });
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.by);
          this.CONSUME(K.choice);
          this.SUBRULE2(this.expr, { LABEL: "count" });
          this.CONSUME(K.each);
        },
      },
    ]);
    this.OPTION(() => {
      this.CONSUME(K.where);
      this.SUBRULE3(this.expr, { LABEL: "where" });
    });
  });

  /** TB1: `ties by roll` (equal bids or keys: a roll of dice, rolled again while tied) or `ties by seat` (the default). */
  orderTies = this.RULE("orderTies", () => {
    this.CONSUME(K.ties);
    this.CONSUME(K.by);
    this.OR([
      { ALT: () => this.CONSUME(K.roll, { LABEL: "word" }) },
      { ALT: () => this.CONSUME(K.seat, { LABEL: "word" }) },
      { ALT: () => this.CONSUME(T.Identifier, { LABEL: "word" }) },
    ]);
  });

  /**
   * F6: `order by bid gold [winner pays] [ties by roll] [each round]` (S11, TB1); `order by count(territories owned), seat [each round]`;
   * S6: `order randomly` (as a roll of dice, ties rolled again).
   */
  orderStep = this.RULE("orderStep", () => {
    this.CONSUME(K.order);
    this.OR([
      { ALT: () => this.CONSUME(K.randomly) },
      {
        ALT: () => {
          this.CONSUME(K.by);
          this.OR2([
            {
              ALT: () => {
                this.CONSUME(K.bid);
                this.CONSUME(T.Identifier, { LABEL: "resource" });
                this.OPTION(() => {
                  this.CONSUME(K.winner);
                  this.CONSUME(K.pays);
                });
                this.OPTION4(() => this.SUBRULE(this.orderTies));
                // S11: a bid again at the start of every round.
                this.OPTION3(() => {
                  this.CONSUME2(K.each);
                  this.CONSUME3(T.Identifier, { LABEL: "period" });
                });
              },
            },
            {
              ALT: () => {
                this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.expr, { LABEL: "by" }) });
                this.OPTION5(() => this.SUBRULE2(this.orderTies));
                this.OPTION2(() => {
                  this.CONSUME(K.each);
                  this.CONSUME2(T.Identifier, { LABEL: "period" });
                });
              },
            },
          ]);
        },
      },
    ]);
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

  /**
   * C2/R2: `deal territories in turns reverse [evenly] armies 1 [max c] limit floor(size / 2) per group [where c]`;
   * R3: `deal objectives`.
   */
  dealStep = this.RULE("dealStep", () => {
    this.CONSUME(K.deal);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.territories);
          this.OR2([
            { ALT: () => this.CONSUME(K.randomly) },
            {
              // Y4: players take turns choosing an empty territory.
              ALT: () => {
                this.CONSUME(K.by);
                this.CONSUME(K.choice);
              },
            },
            {
              ALT: () => {
                this.CONSUME(K.in);
                this.CONSUME(K.turns);
                this.OPTION(() => this.CONSUME(K.reverse));
              },
            },
            // E2: every territory to the player of a faction, with that faction's pieces.
            {
              ALT: () => {
                this.CONSUME(K.to);
                this.SUBRULE(this.name, { LABEL: "faction" });
              },
            },
          ]);
          // S9: to the players only, the same number each; what is left over goes to the neutral seats.
          this.OPTION5(() => this.CONSUME(K.evenly));
          this.OPTION2(() => {
            this.CONSUME(K.armies);
            this.SUBRULE(this.expr, { LABEL: "armies" });
          });
          // S10/S13: a deal's cap, a formula of the seat: at most this many territories each.
          this.OPTION6(() => {
            this.CONSUME(K.max);
            this.SUBRULE4(this.expr, { LABEL: "cap" });
          });
          this.OPTION3(() => {
            this.CONSUME(K.limit);
            this.SUBRULE2(this.expr, { LABEL: "limit" });
            this.CONSUME(K.per);
            this.CONSUME(K.group);
          });
          // S1: only the territories where the condition holds are dealt.
          this.OPTION4(() => {
            this.CONSUME(K.where);
            this.SUBRULE3(this.expr, { LABEL: "where" });
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
    // T4: then that many armies of the neutral seats, on a neutral territory of the player's choice.
    this.OPTION2(() => {
      this.CONSUME(K.neutral);
      this.SUBRULE2(this.expr, { LABEL: "neutral" });
    });
  });

  /**
   * SP1: `place 9 each with adjacent empty [where c]`: each player in turn order puts 9 armies on
   * one of its territories (where c holds) and, if it likes, part of them on one adjacent empty
   * territory, which becomes its own.
   */
  placeSplitStep = this.RULE("placeSplitStep", () => {
    this.CONSUME(K.place);
    this.SUBRULE(this.expr, { LABEL: "count" });
    this.CONSUME(K.each);
    this.CONSUME(K.with);
    this.CONSUME(K.adjacent);
    this.CONSUME(K.empty);
    this.OPTION(() => {
      this.CONSUME(K.where);
      this.SUBRULE2(this.expr, { LABEL: "where" });
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
      { ALT: () => this.SUBRULE(this.expandStep) },
      { ALT: () => this.SUBRULE(this.drawStep) },
      { ALT: () => this.SUBRULE(this.rollStep) },
      { ALT: () => this.SUBRULE(this.switchStep) },
      { ALT: () => this.SUBRULE(this.revealStep) },
      { ALT: () => this.SUBRULE(this.playStep) },
      { ALT: () => this.SUBRULE(this.morphStep) },
      { ALT: () => this.SUBRULE(this.chooseStep) },
      { ALT: () => this.SUBRULE(this.gainStep) },
      { ALT: () => this.SUBRULE(this.buyStep) },
      { ALT: () => this.SUBRULE(this.putStep) },
      { ALT: () => this.SUBRULE(this.bombardStep) },
    ]);
  });

  /**
   * BB1: `bombard Siege dice 2 hits 3+ from where not contested at where not across sea`: the
   * player may fire its pieces of a unit type from one territory of its own at a neighbouring
   * enemy territory, once in the step; no return fire.
   */
  bombardStep = this.RULE("bombardStep", () => {
    this.CONSUME(K.bombard);
    this.CONSUME(T.Identifier, { LABEL: "unit" });
    this.OPTION(() => {
      this.CONSUME(K.dice);
      this.CONSUME(T.IntegerLiteral, { LABEL: "dice" });
    });
    this.CONSUME(K.hits);
    this.CONSUME2(T.IntegerLiteral, { LABEL: "hits" });
    this.CONSUME(T.Plus);
    this.OPTION2(() => {
      this.CONSUME(K.from);
      this.CONSUME(K.where);
      this.SUBRULE(this.expr, { LABEL: "from" });
    });
    this.OPTION3(() => {
      this.CONSUME(K.at);
      this.CONSUME2(K.where);
      this.SUBRULE2(this.expr, { LABEL: "at" });
    });
  });

  /** MK1: `put 1 from bases when plays Empire`: cards of a named deck go face down onto the player's territories (its choice). */
  putStep = this.RULE("putStep", () => {
    this.CONSUME(K.put);
    this.SUBRULE(this.expr, { LABEL: "count" });
    this.CONSUME(K.from);
    this.CONSUME(T.Identifier, { LABEL: "deck" });
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE2(this.expr, { LABEL: "condition" });
    });
  });

  /** F2: `gain gold 2 + count(territories owned with Mine)`: a resource's income. */
  gainStep = this.RULE("gainStep", () => {
    this.CONSUME(K.gain);
    this.CONSUME(T.Identifier);
    this.SUBRULE(this.expr);
  });

  /** F2: `buy`: the player buys offers of the market until it ends the step. */
  buyStep = this.RULE("buyStep", () => {
    this.CONSUME(K.buy);
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

  /** `place`; F1: `place where terrain != river`. */
  placeStep = this.RULE("placeStep", () => {
    this.CONSUME(K.place);
    this.OPTION(() => {
      this.CONSUME(K.where);
      this.SUBRULE(this.expr);
    });
  });

  /** `attack first`: the turn attacks before it places, on purpose (RISK4031 otherwise). */
  attackStep = this.RULE("attackStep", () => {
    this.CONSUME(K.attack);
    this.OPTION(() => this.CONSUME(K.first));
  });

  /** C7, R8: `fortify moves 1 path connected leave 1`. */
  fortifyStep = this.RULE("fortifyStep", () => {
    this.CONSUME(K.fortify);
    this.MANY(() =>
      this.OR([
        { ALT: () => this.SUBRULE(this.movesOption) },
        { ALT: () => this.SUBRULE(this.pathOption) },
        { ALT: () => this.SUBRULE(this.leaveOption) },
        { ALT: () => this.SUBRULE(this.cedeOption) },
        // E13: each army crosses at most one border a turn.
        { ALT: () => this.CONSUME(K.once) },
        // E13: a move may leave armies in the territories it passes through.
        { ALT: () => this.CONSUME(K.drops) },
        // F1: moves only into territories where the condition holds.
        { ALT: () => this.SUBRULE(this.whereOption) },
        // FM1: a move crosses at most N borders.
        { ALT: () => this.SUBRULE(this.withinOption) },
        // FM2: a move may end in a territory the player contests, joining its invasion.
        { ALT: () => this.SUBRULE(this.intoBattleOption) },
      ]),
    );
  });

  /** FM2: `into battle`: a move may also go into a territory the player contests (its invasion waits there for the round's battle). */
  intoBattleOption = this.RULE("intoBattleOption", () => {
    this.CONSUME(K.into);
    this.CONSUME(K.battle);
  });

  /**
   * XP1: `expand into 2 leave 1 where Castle == 0`: one move or invasion a step, from one
   * territory into at most N adjacent ones (own, empty or enemy), leaving `leave` behind.
   */
  expandStep = this.RULE("expandStep", () => {
    this.CONSUME(K.expand);
    this.MANY(() =>
      this.OR([
        { ALT: () => this.SUBRULE(this.intoOption) },
        { ALT: () => this.SUBRULE(this.leaveOption) },
        { ALT: () => this.SUBRULE(this.whereOption) },
      ]),
    );
  });

  /** XP1: `into 2`: the most territories one expand enters. */
  intoOption = this.RULE("intoOption", () => {
    this.CONSUME(K.into);
    this.SUBRULE(this.expr);
  });

  whereOption = this.RULE("whereOption", () => {
    this.CONSUME(K.where);
    this.SUBRULE(this.expr);
  });

  /** Y10: `cede to partner`: a move may instead hand a territory to a partner. */
  cedeOption = this.RULE("cedeOption", () => {
    this.CONSUME(K.cede);
    this.CONSUME(K.to);
    this.CONSUME(K.partner);
  });

  movesOption = this.RULE("movesOption", () => {
    this.CONSUME(K.moves);
    // E13: `moves any`: as many moves as the player likes.
    // `any over seats s: ...` is a formula that starts with `any`: two tokens tell them apart.
    this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [{ GATE: () => this.LA(2).tokenType !== K.over, ALT: () => this.CONSUME(K.any) }, { ALT: () => this.SUBRULE(this.expr) }],
    });
  });

  pathOption = this.RULE("pathOption", () => {
    this.CONSUME(K.path);
    // B2: `path where <condition>`: connected through the territories where it holds (`where` is a keyword, so also a word: it goes first).
    this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        {
          ALT: () => {
            this.CONSUME(K.where);
            this.SUBRULE(this.expr, { LABEL: "through" });
          },
        },
        { ALT: () => this.SUBRULE(this.word) },
      ],
    });
  });

  leaveOption = this.RULE("leaveOption", () => {
    this.CONSUME(K.leave);
    this.SUBRULE(this.expr);
  });

  /** FM1: `within 2`: a move along its path crosses at most that many borders. */
  withinOption = this.RULE("withinOption", () => {
    this.CONSUME(K.within);
    this.SUBRULE(this.expr);
  });

  /** C4, R9: `draw 1 when conquered > 0`. */
  drawStep = this.RULE("drawStep", () => {
    this.CONSUME(K.draw);
    // F5: `draw effect 1`: from the effect deck, face down.
    this.OPTION2(() => this.CONSUME(K.effect));
    this.SUBRULE(this.expr, { LABEL: "count" });
    // DK3: `draw effect 1 from gods`: from a named deck.
    this.OPTION3(() => {
      this.CONSUME(K.from);
      this.CONSUME(T.Identifier, { LABEL: "deck" });
    });
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE2(this.expr, { LABEL: "condition" });
    });
  });

  /** EP1: `play`: the player may play cards of the named decks from its hand until it ends the step. */
  playStep = this.RULE("playStep", () => {
    this.CONSUME(K.play);
  });

  /** Y7: the player may change its leader's form (`morph`). */
  morphStep = this.RULE("morphStep", () => {
    this.CONSUME(K.morph);
  });

  /** Y12: `reveal card reinforce 3`: the top card's territory gets armies from its owner's reserve. */
  revealStep = this.RULE("revealStep", () => {
    this.CONSUME(K.reveal);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.card);
          this.CONSUME(K.reinforce);
          this.SUBRULE(this.expr);
        },
      },
      // E12: the player may turn up one of its face-down effect cards.
      { ALT: () => this.CONSUME(K.effect) },
    ]);
  });

  /** Y7: the player may flip one switch of the map (`switch when <condition>`). */
  switchStep = this.RULE("switchStep", () => {
    this.CONSUME(K.switch);
    // Y7: `near leader`: only a switch of a group where the player's leader stands.
    this.OPTION2(() => {
      this.CONSUME(K.near);
      this.CONSUME(K.leader);
    });
    // Y7: `using card with change`: the flip costs a card whose territory has that attribute.
    this.OPTION3(() => {
      this.CONSUME(K.using);
      this.CONSUME(K.card);
      this.CONSUME(K.with);
      this.CONSUME(T.Identifier);
    });
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expr);
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
        { ALT: () => this.SUBRULE(this.placedWaitStmt) },
        { ALT: () => this.SUBRULE(this.attackWhereStmt) },
        { ALT: () => this.SUBRULE(this.modifierStmt) },
        { ALT: () => this.SUBRULE(this.rankStmt) },
        { ALT: () => this.SUBRULE(this.battlesAtRoundEndStmt) },
        { ALT: () => this.SUBRULE(this.casualtiesByChoiceStmt) },
      ]),
    );
    this.CONSUME(T.RCurly);
  });

  /**
   * RB1 (docs/language-design.md, part E item 3): `rank Siege dice 2 hits 3+`: in each battle
   * round, before the classic comparison, each side rolls `dice` dice per piece of the unit type
   * and each die showing the threshold or more takes one piece of the other side.
   */
  rankStmt = this.RULE("rankStmt", () => {
    this.CONSUME(K.rank);
    this.CONSUME(T.Identifier, { LABEL: "unit" });
    this.OPTION(() => {
      this.CONSUME(K.dice);
      this.CONSUME(T.IntegerLiteral, { LABEL: "dice" });
    });
    this.CONSUME(K.hits);
    this.CONSUME2(T.IntegerLiteral, { LABEL: "hits" });
    this.CONSUME(T.Plus);
  });

  /**
   * CT1 (docs/language-design.md, part E item 2): `battles at round end`: an attack rolls no dice;
   * the pieces move in and the territory is contested until its battle at the round's end.
   * `round` is read as a word, as in `on round end`: build-ast checks it.
   */
  battlesAtRoundEndStmt = this.RULE("battlesAtRoundEndStmt", () => {
    this.CONSUME(K.battles);
    this.CONSUME(K.at);
    this.CONSUME(T.Identifier, { LABEL: "round" });
    this.CONSUME(K.end);
  });

  /**
   * CS1 (docs/language-design.md, part E, "Casualties chosen"): `casualties by choice`: after each
   * rank's hits, each side's owner chooses its losses. `casualties` is read as a word (build-ast checks it).
   */
  casualtiesByChoiceStmt = this.RULE("casualtiesByChoiceStmt", () => {
    this.CONSUME(T.Identifier, { LABEL: "casualties" });
    this.CONSUME(K.by);
    this.CONSUME(K.choice);
  });

  /** F1: `attack where terrain != river or Scout of source > 0`: which attacks may be made. */
  attackWhereStmt = this.RULE("attackWhereStmt", () => {
    this.CONSUME(K.attack);
    this.CONSUME(K.where);
    this.SUBRULE(this.expr);
  });

  /**
   * F4: `defender +1 when Fort > 0`, `attacker reroll <= 1 when terrain of source == hills`; the
   * dice pipeline (docs/language-design.md, part B): D3 `attacker +1 on highest`, D2 `defender
   * reroll lowest 2`, D1 `attacker extra die`, D4 `defender die d8 when Fort > 0`.
   */
  modifierStmt = this.RULE("modifierStmt", () => {
    this.SUBRULE(this.side);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Plus);
          this.SUBRULE(this.expr, { LABEL: "bonus" });
          this.OPTION(() => this.SUBRULE(this.namedDie));
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.reroll);
          this.OR2([
            {
              ALT: () => {
                this.CONSUME(T.LessEq);
                this.CONSUME(T.IntegerLiteral, { LABEL: "reroll" });
              },
            },
            {
              ALT: () => {
                this.CONSUME(K.lowest);
                this.SUBRULE3(this.expr, { LABEL: "rerollLowest" });
              },
            },
            {
              // RR1: `defender reroll one rank each round`: the side re-rolls all its dice of one
              // rank, once a battle round (`one` and `round` are read as words: build-ast checks them).
              ALT: () => {
                this.CONSUME2(T.Identifier, { LABEL: "one" });
                this.CONSUME(K.rank, { LABEL: "rerollRank" });
                this.CONSUME2(K.each);
                this.CONSUME3(T.Identifier, { LABEL: "round" });
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.extra);
          this.CONSUME(K.die, { LABEL: "extra" });
        },
      },
      {
        ALT: () => {
          this.CONSUME2(K.die);
          this.CONSUME(T.DieLiteral, { LABEL: "sides" });
        },
      },
    ]);
    this.OPTION2(() => {
      this.CONSUME(K.when);
      this.SUBRULE2(this.expr, { LABEL: "when" });
    });
  });

  /** D3: the die a bonus goes on: `on highest`, `on lowest`, `on each`, `on die 2` (the second highest). */
  namedDie = this.RULE("namedDie", () => {
    this.CONSUME(K.on);
    this.OR([
      { ALT: () => this.CONSUME(K.highest) },
      { ALT: () => this.CONSUME(K.lowest) },
      { ALT: () => this.CONSUME(K.each) },
      {
        ALT: () => {
          this.CONSUME(K.die);
          this.CONSUME(T.IntegerLiteral, { LABEL: "position" });
        },
      },
    ]);
  });

  /** R6: both sides always roll the most dice they may. */
  /** E6: `placed armies wait`: armies placed this turn cannot attack until the next turn. */
  placedWaitStmt = this.RULE("placedWaitStmt", () => {
    this.CONSUME(K.placed);
    this.CONSUME(K.armies);
    this.CONSUME(K.wait);
  });

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

  /** `attacker dice 1..3 leave 1`, `defender dice 1..2`; C5 (docs/language-design.md, part C): `defender dice 1..2 by choice`; D6 `defender dice 1..3 when c`. */
  diceStmt = this.RULE("diceStmt", () => {
    this.SUBRULE(this.side);
    this.CONSUME(K.dice);
    this.SUBRULE(this.intRange);
    this.OPTION(() => this.SUBRULE(this.leaveOption));
    this.OPTION2(() => {
      this.CONSUME(K.by, { LABEL: "chosen" });
      this.CONSUME(K.choice);
    });
    // D6: `defender dice 1..3 when <condition>`: the side's dice in an attack where it holds.
    this.OPTION3(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expr, { LABEL: "when" });
    });
  });

  /** C5: `ties defender`; D5: `ties attacker when <condition>` (fixed as an attack starts). */
  tiesStmt = this.RULE("tiesStmt", () => {
    this.CONSUME(K.ties);
    this.SUBRULE(this.side);
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expr, { LABEL: "when" });
    });
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
}
