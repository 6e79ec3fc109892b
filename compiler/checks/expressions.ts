// Typing of formulas and conditions. Each place a formula stands in the rules says what type it
// wants and which game quantities exist there (a context); errors point at the sub-expression.
import type * as A from "../ast.js";
import type { Report } from "../diagnostics/diagnostic.js";
import { didYouMean, suggestName } from "../diagnostics/suggest.js";
import { lookUpName, type Symbols } from "../symbols.js";
import { describeType, quantities, type Quantity, type ValueType } from "../value-types.js";
import { SEAT_HISTORY, TERRITORY_HISTORY } from "../ir/index.js";
import { checkOrderName, hasPick } from "./order-names.js";
import { borderKinds } from "./border-kinds.js";
import { available, beforeTheGame, perTerritory, withGame, withPlayer, withTerritory, type ExprContext } from "./formula-contexts.js";

const INT: ValueType = { kind: "int" };
const NUM: ValueType = { kind: "num" };
const BOOL: ValueType = { kind: "bool" };
const ERROR: ValueType = { kind: "error" };

function isNumeric(t: ValueType): boolean {
  return t.kind === "int" || t.kind === "num" || t.kind === "error";
}

export class ExprChecker {
  /** Seat variables bound by `over seats s:` around the expression being typed. */
  private readonly seatVars: string[] = [];
  /** MV1: whether the condition being checked judges an attack, so `U of moving` has pieces to count (`attack where`). */
  private judgesAttack = false;

  /** MV1: check `e` as the combat section's `attack where`, where `U of moving` is read. */
  wantAttackCondition(e: A.Expr): void {
    this.judgesAttack = true;
    try {
      this.wantBool(e, "pair");
    } finally {
      this.judgesAttack = false;
    }
  }

  constructor(
    private readonly symbols: Symbols,
    private readonly report: Report,
  ) {}

  private checkSeatVar(name: A.Name): void {
    if (!this.seatVars.includes(name.text)) {
      this.report("unknownName", name.span, [name.text], {
        help: didYouMean(name.text, this.seatVars).help ?? "a seat is named by `over seats <name>: ...` around it",
      });
    }
  }

  /** Type an expression that must be a whole number (armies, dice, cards). */
  /** Reports unless `e` is a whole number; returns the type found. */
  wantInt(e: A.Expr, context: ExprContext, what: string): ValueType {
    const t = this.typeOf(e, context);
    if (t.kind === "num") this.report("fractionalNumber", e.span, [what]);
    else if (t.kind !== "int" && t.kind !== "error") this.report("typeMismatch", e.span, ["a whole number", describeType(t)]);
    return t;
  }

  wantBool(e: A.Expr, context: ExprContext): void {
    const t = this.typeOf(e, context);
    if (t.kind !== "bool" && t.kind !== "error") this.report("typeMismatch", e.span, ["a condition (true or false)", describeType(t)]);
  }

  private numeric(e: A.Expr, context: ExprContext): ValueType {
    const t = this.typeOf(e, context);
    if (!isNumeric(t)) {
      this.report("typeMismatch", e.span, ["a number", describeType(t)]);
      return ERROR;
    }
    return t;
  }

  typeOf(e: A.Expr, context: ExprContext): ValueType {
    switch (e.kind) {
      case "Int":
        return INT;
      case "Bool":
        return BOOL;
      case "Ref":
        return this.typeOfRef(e, context);
      case "Unary": {
        if (e.op === "not") {
          this.wantBool(e.operand, context);
          return BOOL;
        }
        return this.numeric(e.operand, context);
      }
      case "Binary":
        return this.typeOfBinary(e, context);
      case "If": {
        this.wantBool(e.condition, context);
        return this.unify(this.typeOf(e.then, context), this.typeOf(e.else, context), e.else);
      }
      case "Call":
        return this.typeOfCall(e, context);
      case "Sum":
        return this.typeOfSum(e, context);
      case "Table":
        return this.typeOfTable(e, context);
      case "Set":
        return this.typeOfSet(e, context);
      case "OverTerritories": {
        const set = this.typeOfSet(e.set, context);
        if (set.kind === "set" && set.of !== "territories") this.report("typeMismatch", e.set.span, ["a set of territories", "a set of groups"]);
        // The body speaks of each territory in turn: `armies`, `enemies` have values there.
        return this.fold(e.fn, e.body, perTerritory(context));
      }
      case "OverSeats": {
        this.seatVars.push(e.variable.text);
        try {
          return this.fold(e.fn, e.body, context);
        } finally {
          this.seatVars.pop();
        }
      }
      case "Holds":
        return this.typeOfHolds(e, context);
      case "Achieved":
        if (!withPlayer.has(context))
          this.report("notAvailableHere", e.span, ["objective achieved"], {
            notes: ["an objective is a player's: use it where a player is in question"],
          });
        if (this.symbols.objectives.length === 0) this.report("noObjectives", e.span, ["objective achieved"]);
        return BOOL;
      case "Across": {
        // BK2/BK3: a kind some border has, read where a border is crossed (an attack, a move, a bombardment).
        const kinds = borderKinds(this.symbols);
        if (!kinds.has(e.border.text))
          this.report("unknownBorderKind", e.border.span, [e.border.text], {
            help: didYouMean(e.border.text, kinds).help ?? "give borders a kind in the map: `borders { England -- Lorraine [sea] }`",
          });
        if (context !== "pair" && context !== "unit")
          this.report("acrossWithoutBorder", e.span, [e.border.text], {
            notes: [
              "a border is crossed by an attack (`attack where`, a dice modifier), a move (the `where` of a fortify step) or a bombardment (the `at where` of a bombard step)",
            ],
          });
        return BOOL;
      }
      case "Ordered":
        checkOrderName(e.order, e.orderSpan, { symbols: this.symbols, report: this.report });
        if (!withPlayer.has(context))
          this.report("notAvailableHere", e.span, ["ordered"], { notes: ["an order is chosen by a player: use it where a player is in question"] });
        return BOOL;
      case "Plays":
        lookUpName(this.symbols, this.report, this.symbols.factions, e.faction, "faction");
        if (!withPlayer.has(context) && context !== "seat")
          this.report("notAvailableHere", e.span, ["plays"], { notes: ["a faction is played by a player: use it where a player is in question"] });
        return BOOL;
      case "Tokens":
        this.checkSeatVar(e.seatVar);
        if (!withPlayer.has(context)) this.report("notAvailableHere", e.span, ["tokens"], { notes: ["seat tokens are held by a player"] });
        return INT;
    }
  }

  /** `by players { 3: 35, 4: 30, else: 25 }`: keys given once, values of one type. */
  private typeOfTable(e: A.Table, context: ExprContext): ValueType {
    this.wantInt(e.key, context, "a table key");
    const seen = new Map<number, A.Span>();
    let result: ValueType | undefined;
    for (const entry of e.entries) {
      if (seen.has(entry.key))
        this.report("duplicateTableKey", entry.keySpan, [entry.key], { labels: [{ span: seen.get(entry.key)!, message: "first given here" }] });
      seen.set(entry.key, entry.keySpan);
      const t = this.typeOf(entry.value, context);
      result = result ? this.unify(result, t, entry.value) : t;
    }
    if (e.fallback) {
      const t = this.typeOf(e.fallback, context);
      result = result ? this.unify(result, t, e.fallback) : t;
    }
    return result ?? ERROR;
  }

  /** `max|min|sum over ...: number`, `all|any over ...: condition` (true or false), `count over ...: condition` (a number). */
  private fold(fn: A.OverFunction, body: A.Expr, context: ExprContext): ValueType {
    if (fn === "all" || fn === "any" || fn === "count") {
      this.wantBool(body, context);
      return fn === "count" ? INT : BOOL;
    }
    return this.numeric(body, context);
  }

  /** `holds <group>`, `holds <territory>`, `holds capital [of s]`. */
  private typeOfHolds(e: A.Holds, context: ExprContext): ValueType {
    if (!withPlayer.has(context))
      this.report("notAvailableHere", e.span, ["holds"], {
        notes: ["`holds` asks whether the player in question holds it: use it where a player is"],
      });
    const name = e.target.text;
    const choice = this.symbols.choices.get(name);
    if (choice) {
      this.symbols.references.push({ span: e.target.span, target: { kind: "choice", name } });
      if (choice.decl.words)
        this.report("typeMismatch", e.target.span, ["a territory, a group or a territory choice", `a choice of words (${name})`]);
      if (e.seatVar) this.checkSeatVar(e.seatVar);
      return BOOL;
    }
    if (e.seatVar) this.report("typeMismatch", e.seatVar.span, ["a territory choice before `of`", `\`${name}\``]);
    if (this.symbols.groups.has(name)) {
      this.symbols.references.push({ span: e.target.span, target: { kind: "group", name } });
      return BOOL;
    }
    if (this.symbols.territories.has(name)) {
      this.symbols.references.push({ span: e.target.span, target: { kind: "territory", name } });
      return BOOL;
    }
    const candidates = [...this.symbols.groups.keys(), ...this.symbols.territories.keys(), ...this.symbols.choices.keys()];
    this.report("unknownName", e.target.span, [name], didYouMean(name, candidates));
    return BOOL;
  }

  private unify(a: ValueType, b: ValueType, at: A.Expr): ValueType {
    if (a.kind === "error" || b.kind === "error") return ERROR;
    if (isNumeric(a) && isNumeric(b)) return a.kind === "num" || b.kind === "num" ? NUM : INT;
    if (a.kind === b.kind) return a;
    this.report("typeMismatch", at.span, [describeType(a), describeType(b)]);
    return ERROR;
  }

  /** An attribute, building or unit type read at a territory (F1/F3): its type, or undefined when the name is none of them. */
  private typeAtTerritory(e: A.Ref, context: ExprContext, at: "source" | "target" | undefined): ValueType | undefined {
    const attribute = this.symbols.attributes.get(e.name);
    const building = this.symbols.buildings.get(e.name);
    const unit = this.symbols.unitTypes.get(e.name);
    if (!attribute && !building && !unit) return undefined;
    const where = at ? `${e.name} of ${at}` : e.name;
    if (at && context !== "pair" && context !== "unit")
      this.report("notAvailableHere", e.seatVar!.span, [at], {
        notes: ["`source` and `target` are the territories of an attack or a move (`attack where`, a dice modifier, `fortify ... where`)"],
      });
    else if (!at && !withTerritory.has(context))
      this.report("notAvailableHere", e.span, [where], {
        notes: ["it is read at the territory in question: use it where a territory is (`where`, `leave`, `over territories`, a modifier)"],
      });
    else if (!attribute && context === "mapTerritory")
      this.report("notAvailableHere", e.span, [where], { notes: ["buildings and units exist only while a game is played"] });
    if (building) {
      this.symbols.references.push({ span: { ...e.span, end: e.span.start + e.name.length }, target: { kind: "building", name: e.name } });
      return INT;
    }
    if (unit) {
      this.symbols.references.push({ span: { ...e.span, end: e.span.start + e.name.length }, target: { kind: "unit", name: e.name } });
      return INT;
    }
    return attribute!.type;
  }

  private typeOfRef(e: A.Ref, context: ExprContext): ValueType {
    if (e.seatVar && (e.seatVar.text === "source" || e.seatVar.text === "target") && !this.seatVars.includes(e.seatVar.text))
      return this.typeOfRefAt(e, context, e.seatVar.text);
    if (e.seatVar?.text === "moving" && !this.seatVars.includes("moving")) return this.typeOfMoving(e, context);
    const choice = this.symbols.choices.get(e.name);
    if (choice) return this.typeOfChoice(e, choice.decl, context);
    const score = this.symbols.scores.get(e.name);
    if (e.seatVar && !score && !this.symbols.counters.has(e.name) && (SEAT_HISTORY as readonly string[]).includes(e.name))
      return this.typeOfSeatHistory(e, e.seatVar, context);
    if (e.seatVar) {
      this.checkSeatVar(e.seatVar);
      if (!score && !this.symbols.counters.get(e.name)?.decl.perPlayer) {
        this.report("unknownName", e.span, [`${e.name} of ${e.seatVar.text}`], {
          help:
            didYouMean(e.name, this.symbols.scores.keys()).help ??
            ((quantities as readonly string[]).includes(e.name)
              ? `of the game's quantities only the turn's history is read by seat: ${SEAT_HISTORY.map((q) => `\`${q} of s\``).join(", ")}`
              : "`<name> of <seat>` reads a named score (`score <name> = ...` in the end rules)"),
        });
        return ERROR;
      }
    }
    if (score) {
      if (!withPlayer.has(context))
        this.report("notAvailableHere", e.span, [e.name], { notes: ["a score belongs to a player: use it in end rules and rankings"] });
      return INT;
    }
    const counter = this.symbols.counters.get(e.name);
    if (counter) return this.typeOfCounter(e, counter.decl, context);
    const param = this.symbols.params.get(e.name);
    if (param) {
      this.symbols.references.push({ span: e.span, target: { kind: "param", name: e.name } });
      return param.type;
    }
    return this.typeOfGameName(e, context);
  }

  /**
   * H6–H7: `armiesLost of s`: the turn's history of the seat bound by `over seats s`, read where
   * the player to move's own is (`armiesLost`): its seat variable must be bound (as any `of s`).
   */
  private typeOfSeatHistory(e: A.Ref, seatVar: A.Name, context: ExprContext): ValueType {
    this.checkSeatVar(seatVar);
    if (!available[context].includes(e.name as Quantity)) {
      this.report("notAvailableHere", e.span, [`${e.name} of ${seatVar.text}`], {
        notes: ["the turn's history is read where a player's turn is (phases, rules, cards): where `armiesLost` is"],
      });
      return ERROR;
    }
    return INT;
  }

  /** `x of source`, `x of target`: an attribute, building or unit at a territory of an attack or a move. */
  private typeOfRefAt(e: A.Ref, context: ExprContext, at: "source" | "target"): ValueType {
    if ((TERRITORY_HISTORY as readonly string[]).includes(e.name)) return this.typeOfHistoryAt(e, context, at);
    const t = this.typeAtTerritory(e, context, at);
    if (t) return t;
    const candidates = [...this.symbols.attributes.keys(), ...this.symbols.buildings.keys(), ...this.symbols.unitTypes.keys()];
    this.report("unknownName", e.span, [e.name], didYouMean(e.name, candidates));
    return ERROR;
  }

  /** MV1: `Siege of moving`: the units of a type among the pieces that move or attack (a move's or an attack's condition). */
  private typeOfMoving(e: A.Ref, context: ExprContext): ValueType {
    if (!this.symbols.unitTypes.has(e.name)) {
      if (this.symbols.attributes.has(e.name) || this.symbols.buildings.has(e.name) || (quantities as readonly string[]).includes(e.name))
        this.report("movingNotUnit", e.span, [e.name]);
      else this.report("unknownName", e.span, [e.name], didYouMean(e.name, this.symbols.unitTypes.keys()));
      return ERROR;
    }
    this.symbols.references.push({ span: { ...e.span, end: e.span.start + e.name.length }, target: { kind: "unit", name: e.name } });
    if (context !== "pair" || !this.judgesAttack)
      this.report("notAvailableHere", e.seatVar!.span, ["moving"], {
        notes: ["`moving` is the pieces of an attack or an invasion, read where the combat section judges one (`attack where`)"],
      });
    return INT;
  }

  /** H1–H3: `previousOwner of source`: the turn's history at a territory of an attack or a move. */
  private typeOfHistoryAt(e: A.Ref, context: ExprContext, at: "source" | "target"): ValueType {
    if (context !== "pair" && context !== "unit")
      this.report("notAvailableHere", e.seatVar!.span, [at], {
        notes: ["`source` and `target` are the territories of an attack or a move (`attack where`, a dice modifier, `fortify ... where`)"],
      });
    return INT;
  }

  /** CT5: `contested` is true or false; without `battles at round end` no territory is ever contested (RISK4283). */
  private typeOfContested(e: A.Ref): ValueType {
    const battles = this.symbols.file.sections.some((x) => x.kind === "Combat" && x.stmts.some((st) => st.kind === "BattlesAtRoundEnd"));
    if (!battles) this.report("contestedWithoutBattles", e.span, [], { help: "let attacks contest territories: `combat { battles at round end }`" });
    return BOOL;
  }

  /** K1/M1: a choice is a player's value, made in the setup or in play. */
  private typeOfChoice(e: A.Ref, choice: A.ChoiceDecl, context: ExprContext): ValueType {
    this.symbols.references.push({ span: { ...e.span, end: e.span.start + e.name.length }, target: { kind: "choice", name: e.name } });
    if (e.seatVar) this.checkSeatVar(e.seatVar);
    else if (!withPlayer.has(context))
      this.report("notAvailableHere", e.span, [e.name], {
        notes: ["a choice is a player's: read it where a player is in question, or as `" + e.name + " of s` inside `over seats s`"],
      });
    if (beforeTheGame.has(context))
      this.report("notAvailableHere", e.span, [e.name], {
        notes: ["choices are made in the setup or in play: they have no value before the game"],
      });
    return choice.words ? { kind: "choice", choices: choice.words.map((w) => w.text) } : { kind: "territory" };
  }

  /** E10/F2: a counter or resource, the game's or each player's, has a value only in play. */
  private typeOfCounter(e: A.Ref, counter: A.CounterDecl, context: ExprContext): ValueType {
    this.symbols.references.push({ span: { ...e.span, end: e.span.start + e.name.length }, target: { kind: "counter", name: e.name } });
    if (e.seatVar && !counter.perPlayer)
      this.report("notAvailableHere", e.span, [`${e.name} of ${e.seatVar.text}`], { notes: ["the counter is the game's, not a player's"] });
    const noGameYet = context === "static" || context === "seat" || context === "group" || context === "dice";
    if (noGameYet || (counter.perPlayer && !withPlayer.has(context)))
      this.report("notAvailableHere", e.span, [e.name], {
        notes: ["a counter has a value only while the game is played" + (counter.perPlayer ? ", for a player" : "")],
      });
    return INT;
  }

  /** A game quantity, a seat variable, something at the territory in question, or a choice word. */
  private typeOfGameName(e: A.Ref, context: ExprContext): ValueType {
    if ((quantities as readonly string[]).includes(e.name)) {
      if (!available[context].includes(e.name as Quantity)) {
        // PB13: the unit in question exists only in a unit type's `attack when`.
        const unitOnly = available.unit.includes(e.name as Quantity) && !available.pair.includes(e.name as Quantity);
        if (unitOnly)
          this.report("notAvailableHere", e.span, [e.name], {
            notes: ["it reads the unit in question: use it in a unit type's `attack when` (`unit Tank limit 3 { attack when hasMoved == 0 }`)"],
          });
        else this.report("notAvailableHere", e.span, [e.name], { notes: [`here you can use: ${available[context].join(", ")} and the parameters`] });
        return ERROR;
      }
      // CT5: whether the territory in question is contested, true or false.
      if (e.name === "contested") return this.typeOfContested(e);
      return INT;
    }
    // M2: a seat variable of `over seats s` is its seat's number.
    if (this.seatVars.includes(e.name)) return INT;
    const atTerritory = this.typeAtTerritory(e, context, undefined);
    if (atTerritory) return atTerritory;
    if (this.symbols.words.has(e.name)) return { kind: "word", word: e.name };
    // `owned` is a filter on a set, not a number: point at the formula the designer meant.
    if (suggestName(e.name, ["owned"]) !== undefined || e.name === "owned") {
      this.report("unknownName", e.span, [e.name], { help: "did you mean `count(territories owned)`?" });
      return ERROR;
    }
    const candidates = [...this.symbols.params.keys(), ...available[context]];
    this.report("unknownName", e.span, [e.name], didYouMean(e.name, candidates));
    return ERROR;
  }

  private typeOfBinary(e: A.Binary, context: ExprContext): ValueType {
    switch (e.op) {
      case "and":
      case "or":
        this.wantBool(e.left, context);
        this.wantBool(e.right, context);
        return BOOL;
      case "==":
      case "!=": {
        const l = this.typeOf(e.left, context);
        const r = this.typeOf(e.right, context);
        // K1/F1: a choice's value against one of its words (`colour == blue`, `terrain != river`).
        const word = l.kind === "word" ? l : r.kind === "word" ? r : undefined;
        const choice = l.kind === "choice" ? l : r.kind === "choice" ? r : undefined;
        if (word && choice) {
          if (!choice.choices.includes(word.word))
            this.report("unknownChoice", (l.kind === "word" ? e.left : e.right).span, [word.word, choice.choices.join(" | ")]);
          return BOOL;
        }
        if (l.kind === "word" && r.kind === "word") return BOOL;
        if (l.kind !== "error" && r.kind !== "error" && !(isNumeric(l) && isNumeric(r)) && l.kind !== r.kind) {
          this.report("typeMismatch", e.right.span, [describeType(l), describeType(r)]);
        }
        if (l.kind === "set" || r.kind === "set") this.report("typeMismatch", e.span, ["numbers or conditions", "sets (compare their `count`)"]);
        return BOOL;
      }
      case "<":
      case "<=":
      case ">":
      case ">=":
        this.numeric(e.left, context);
        this.numeric(e.right, context);
        return BOOL;
      case "/": {
        const l = this.numeric(e.left, context);
        const r = this.numeric(e.right, context);
        if (e.right.kind === "Int" && e.right.value === 0) this.report("divisionByZero", e.right.span);
        return l.kind === "error" || r.kind === "error" ? ERROR : NUM;
      }
      case "%": {
        const l = this.numeric(e.left, context);
        const r = this.numeric(e.right, context);
        if (e.right.kind === "Int" && e.right.value === 0) this.report("divisionByZero", e.right.span);
        return l.kind === "num" || r.kind === "num" ? NUM : INT;
      }
      default: {
        const l = this.numeric(e.left, context);
        const r = this.numeric(e.right, context);
        if (l.kind === "error" || r.kind === "error") return ERROR;
        return l.kind === "num" || r.kind === "num" ? NUM : INT;
      }
    }
  }

  private typeOfCall(e: A.Call, context: ExprContext): ValueType {
    const arity = (want: string, ok: boolean) => {
      if (!ok) this.report("wrongArity", e.fnSpan, [e.fn, want, e.args.length]);
      return ok;
    };
    switch (e.fn) {
      case "floor":
      case "ceil": {
        if (arity("one argument", e.args.length === 1)) this.numeric(e.args[0]!, context);
        return INT;
      }
      case "abs": {
        if (!arity("one argument", e.args.length === 1)) return ERROR;
        return this.numeric(e.args[0]!, context);
      }
      case "min":
      case "max": {
        if (!arity("two or more arguments", e.args.length >= 2)) return ERROR;
        const types = e.args.map((a) => this.numeric(a, context));
        if (types.some((t) => t.kind === "error")) return ERROR;
        return types.some((t) => t.kind === "num") ? NUM : INT;
      }
      case "count": {
        if (!arity("one argument", e.args.length === 1)) return INT;
        const t = this.typeOf(e.args[0]!, context);
        if (t.kind !== "set" && t.kind !== "error") this.report("typeMismatch", e.args[0]!.span, ["a set of territories or groups", describeType(t)]);
        return INT;
      }
    }
  }

  private typeOfSet(e: A.SetExpr, context: ExprContext): ValueType {
    if (e.bySeat) {
      this.checkSeatVar(e.bySeat);
      if (!withGame.has(context))
        this.report("notAvailableHere", e.span, ["owned by"], { notes: ["who owns what is known only while a game is played"] });
      if (e.of === "groups") this.report("typeMismatch", e.bySeat.span, ["territories (`owned by s` is a set of territories)", "groups"]);
    } else if (e.owned && !withPlayer.has(context)) {
      this.report("notAvailableHere", e.span, ["owned"], {
        notes: ["`owned` needs a player: it exists in phases, cards and end rules, not in the setup or the map"],
      });
    }
    if (e.inObjective) {
      if (!withPlayer.has(context))
        this.report("notAvailableHere", e.span, ["objective"], {
          notes: ["`in objective` needs a player: the objective is the one dealt to the player in question"],
        });
      if (this.symbols.objectives.length === 0) this.report("noObjectives", e.span, ["in objective"]);
      if (e.of === "groups") this.report("typeMismatch", e.span, ["territories (an objective lists territories)", "groups"]);
    }
    if (e.where) {
      if (e.of === "groups") this.report("typeMismatch", e.where.span, ["territories (`where` filters territories)", "groups"]);
      else this.wantBool(e.where, perTerritory(context));
    }
    if (e.connectedSpan && e.of === "groups") this.report("typeMismatch", e.connectedSpan, ["territories (`connected` follows borders)", "groups"]);
    else if (e.connectedSpan && e.connected?.chosen) {
      // TC3: `connected to chosen` starts from the territory the player picked this turn.
      if (!withPlayer.has(context))
        this.report("notAvailableHere", e.connectedSpan, ["connected to chosen"], {
          notes: ["`connected to chosen` starts from the territory the player picked this turn: it needs a player (a phase, a rule, a card)"],
        });
      else if (!hasPick(this.symbols.file)) this.report("chosenWithoutPick", e.connectedSpan);
    } else if (e.connectedSpan && !(withTerritory.has(context) && withGame.has(context)))
      this.report("notAvailableHere", e.connectedSpan, ["connected"], {
        notes: [
          "`connected` starts from the territory in question while a game is played: use it where a territory is (`over territories`, `where`, a conquest rule, a modifier)",
        ],
      });
    if (e.connected?.where) this.wantBool(e.connected.where, perTerritory(context));
    if (e.withAttribute && e.of === "groups")
      this.report("typeMismatch", e.withAttribute.span, ["territories (attributes belong to territories)", "groups"]);
    else if (e.withAttribute && (this.symbols.buildings.has(e.withAttribute.text) || this.symbols.unitTypes.has(e.withAttribute.text))) {
      // F3: `with Mine`: the territories that hold one (a building) or where one stands (a unit).
      const kind = this.symbols.buildings.has(e.withAttribute.text) ? "building" : "unit";
      this.symbols.references.push({ span: e.withAttribute.span, target: { kind, name: e.withAttribute.text } });
      if (!withGame.has(context))
        this.report("notAvailableHere", e.withAttribute.span, [e.withAttribute.text], {
          notes: ["buildings and units exist only while a game is played"],
        });
    } else if (e.withAttribute) {
      const attribute = this.symbols.attributes.get(e.withAttribute.text);
      if (!attribute)
        this.report(
          "unknownAttribute",
          e.withAttribute.span,
          [e.withAttribute.text],
          didYouMean(e.withAttribute.text, [...this.symbols.attributes.keys(), ...this.symbols.buildings.keys(), ...this.symbols.unitTypes.keys()]),
        );
      else if (attribute.type.kind !== "bool")
        this.report("typeMismatch", e.withAttribute.span, ["a true-or-false attribute", describeType(attribute.type)]);
    }
    if (e.within) {
      const group = this.symbols.groups.get(e.within.text);
      if (!group) this.report("unknownGroup", e.within.span, [e.within.text], didYouMean(e.within.text, this.symbols.groups.keys()));
      else this.symbols.references.push({ span: e.within.span, target: { kind: "group", name: e.within.text } });
      if (e.of === "groups") this.report("typeMismatch", e.within.span, ["territories (only territories are in a group)", "groups"]);
    }
    return { kind: "set", of: e.of };
  }

  private typeOfSum(e: A.Sum, context: ExprContext): ValueType {
    this.typeOfSet(e.set, context);
    const name = e.attribute.text;
    if (e.set.of === "groups") {
      if (name !== "bonus") this.report("unknownAttribute", e.attribute.span, [name], { help: "groups have the attribute `bonus`" });
      return INT;
    }
    const attribute = this.symbols.attributes.get(name);
    if (!attribute) {
      this.report("unknownAttribute", e.attribute.span, [name], didYouMean(name, this.symbols.attributes.keys()));
      return ERROR;
    }
    if (attribute.type.kind !== "int") this.report("typeMismatch", e.attribute.span, ["a whole-number attribute", describeType(attribute.type)]);
    return INT;
  }
}
