// The one table of diagnostics: stable code, severity, message template ({0}, {1} are arguments)
// and the long explanation `riskc explain CODE` prints. Codes never change meaning once shipped.
// RISK1xxx: reading the text. RISK2xxx: names. RISK3xxx: the map. RISK4xxx: rules and formulas.

/** An error stops the compile (no IR); a warning is said and the IR is made. */
export type Severity = "error" | "warning";

export interface CodeEntry {
  code: string;
  severity: Severity;
  message: string;
  explanation: string;
  /** A small variant that triggers the diagnostic. */
  example: string;
}

function entry(code: string, severity: Severity, message: string, explanation: string, example: string): CodeEntry {
  return { code, severity, message, explanation, example };
}

export const codes = {
  syntaxError: entry(
    "RISK1001",
    "error",
    "{0}",
    "The text does not follow the grammar of the language. The parser says what it expected and what it found, then recovers and keeps reading, so several syntax errors can be reported at once.",
    'variant "Broken" {\n  players 3..6\n  combat { attacker dice 1.. leave 1 }\n}',
  ),
  unexpectedCharacter: entry(
    "RISK1002",
    "error",
    "unexpected character `{0}`",
    "A character that no token of the language starts with. Names are letters, digits and `_` (or any text in double quotes), numbers are digits, and the operators are + - * / % == != < <= > >= -- -> .. : , | { } ( ) [ ].",
    'variant "Broken" {\n  players 3..6 #\n}',
  ),
  emptyFile: entry(
    "RISK1003",
    "error",
    "the file is empty",
    'A variant file holds one variant: `variant "Name" { ... }`. This file has no variant in it (it is empty or only comments).',
    "// nothing but a comment",
  ),
  notText: entry(
    "RISK1004",
    "error",
    "the file is not text ({0})",
    "Variant files are UTF-8 text. This one contains bytes that text does not have (NUL or other control characters), so it is probably an image, an archive or a compiled file given by mistake.",
    "(any binary file)",
  ),

  formulaTooDeep: entry(
    "RISK1005",
    "error",
    "formula nested deeper than {0} levels",
    "A formula may nest at most 64 levels: each bracket, function call, `if`, `not`, minus sign and each operator of a chain such as `1 + 1 + 1` counts one. No real rule comes near; a formula this deep is a generated or damaged file. Name a part of it with a parameter or a score, or add over a set with `sum over territories ...: ...`.",
    "setup { armies ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((3)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))) }",
  ),
  unclosedComment: entry(
    "RISK1006",
    "error",
    "this comment is never closed",
    "A block comment starts with `/*` and ends at the next `*/`. This one has no `*/`, so everything after it is part of the comment. Close it, or use `//` for a comment that ends with its line.",
    'variant "Broken" {\n  /* the map comes here\n  players 3..6\n}',
  ),

  numberTooLarge: entry(
    "RISK1007",
    "error",
    "the number {0} is too large",
    "Numbers in a variant are whole numbers up to 1000000000 (a billion). Armies, dice, bonuses and coordinates never come near it; a longer number is a typo, and past about 16 digits it could not even be represented exactly.",
    "setup { armies 99999999999999999999 }",
  ),

  textTooLarge: entry(
    "RISK1008",
    "error",
    "the variant is {0} of text; at most {1} can be compiled",
    "A variant is at most 1 MB of text (a world map with every rule is about 10 kB, and maps are limited to 10,000 territories). A larger text is a generated or wrong file, and reading it would take seconds.",
    "(a file of several megabytes)",
  ),

  unknownTerritory: entry(
    "RISK2001",
    "error",
    "unknown territory `{0}`",
    "A border, a group or a formula names a territory that the map does not define. Territories are defined in the map's `territories { ... }` block; names are case-sensitive and a name with spaces is written in quotes.",
    'variant "Typo" {\n  players 3..6\n  map {\n    territories { Siam, India }\n    continent Asia bonus 7 { Siam, India }\n    borders { Siam -- Indai }\n  }\n}',
  ),
  unknownGroup: entry(
    "RISK2002",
    "error",
    "unknown group `{0}`",
    "A formula names a group (continent, sector) that the map does not define.",
    'variant "Typo" {\n  ...\n  setup { armies count(territories in Asai) }\n}',
  ),
  unknownName: entry(
    "RISK2003",
    "error",
    "unknown name `{0}`",
    "A formula uses a name that is neither a parameter of the variant nor a game quantity. Game quantities: players, alive, round, turn, hand, conquered, dice (in `conquer` only). Parameters are declared with `param name: int = 3`.",
    'variant "Typo" {\n  ...\n  turn { phase reinforce { receive max(3, ownd / 3) } }\n}',
  ),
  unknownAttribute: entry(
    "RISK2004",
    "error",
    "unknown territory attribute `{0}`",
    "A territory sets an attribute, or `sum(...)`/`deck` reads one, that the map does not declare. Declare it with `attribute value: int = 0` or `attribute symbol: infantry | cavalry | artillery`. Groups have the attribute `bonus`.",
    "map {\n  attribute symbol: infantry | cavalry\n  territories { Alaska [symbl infantry] }\n}",
  ),
  unknownChoice: entry(
    "RISK2005",
    "error",
    "`{0}` is not one of {1}",
    "A value must be one of the words its type lists: a choice parameter, a choice attribute, or a keyword position such as `path adjacent | connected`.",
    "param fortifyPath: adjacent | connected = connectd",
  ),
  duplicateTerritory: entry(
    "RISK2006",
    "error",
    "territory `{0}` is defined twice",
    "Each territory is defined once. To change a territory of a parent variant, redefine it in the child variant's map: that replaces it.",
    "territories { Alaska, Alaska }",
  ),
  duplicateGroup: entry(
    "RISK2007",
    "error",
    "group `{0}` is defined twice",
    "Each group (continent, sector) is defined once in a map.",
    "continent Asia bonus 7 { Siam }\ncontinent Asia bonus 5 { India }",
  ),
  duplicateParam: entry(
    "RISK2008",
    "error",
    "parameter `{0}` is defined twice",
    "Each parameter is declared once. A child variant may redeclare a parent's parameter to change its default.",
    "param armyCap: int = 120\nparam armyCap: int = 130",
  ),
  duplicateAttribute: entry(
    "RISK2009",
    "error",
    "attribute `{0}` is declared twice",
    "Each territory attribute is declared once, and a territory sets each attribute once.",
    "attribute value: int = 0\nattribute value: int = 1",
  ),
  duplicatePhase: entry(
    "RISK2010",
    "error",
    "phase `{0}` is defined twice",
    "Phase names identify phases (a child variant replaces a parent's phase by naming it), so each name is used once in a turn.",
    "turn { phase attack { attack } phase attack { attack } }",
  ),
  duplicateSection: entry(
    "RISK2011",
    "error",
    "{0} is given twice",
    "A setting that can have only one value (the player range, the die, the tie rule, a block such as `combat`) is given more than once; the second would silently win, so it is an error.",
    "combat { die d6 die d8 }",
  ),
  unknownParent: entry(
    "RISK2012",
    "error",
    "cannot find the variant `{0}` to extend",
    "`extends` names a variant file next to this one (without `.risk`), or one of the bundled variants. The compiler could not load it.",
    'variant "Mine" extends "clasic" { }',
  ),
  extendsCycle: entry(
    "RISK2013",
    "error",
    "variant `{0}` extends itself through {1}",
    "A chain of `extends` comes back to a variant already in the chain, so there is no base to start from.",
    'variant "a" extends "b" { }  // and b.risk: variant "b" extends "a" { }',
  ),
  notAvailableHere: entry(
    "RISK2014",
    "error",
    "`{0}` has no value here",
    "Some game quantities exist only in some places: `dice` (dice rolled in the last roll) only in `conquer move >= ...`; `hand`, `conquered` and `turn` only where a player is acting (phases, cards, end rules), not in the setup.",
    "setup { armies dice * 10 }",
  ),
  unknownOverride: entry(
    "RISK2015",
    "error",
    "unknown parameter `{0}`",
    "`--set name=value` names a parameter that the variant does not declare.",
    "riskc simulate classic.risk --set armycap=130",
  ),
  badOverride: entry(
    "RISK2016",
    "error",
    "parameter `{0}` takes {1}, not `{2}`",
    "A `--set` value must fit the parameter's type: a whole number for `int` (inside its range when it has one), true or false for `bool`, one of the listed words for a choice.",
    "riskc simulate classic.risk --set placeBatch=many",
  ),
  paramHidesQuantity: entry(
    "RISK2017",
    "error",
    "parameter `{0}` has the name of a game quantity",
    "A parameter may not be called like a game quantity (players, alive, round, turn, hand, conquered, dice): formulas could not tell them apart.",
    "param round: int = 3",
  ),

  duplicateObjective: entry(
    "RISK2018",
    "error",
    "objective `{0}` is defined twice",
    "Objective names identify objectives in reports and hovers, so each is used once.",
    'objectives { objective "Bed" { Alaska } objective "Bed" { Peru } }',
  ),
  duplicateEffectCard: entry(
    "RISK2019",
    "error",
    "effect card `{0}` is defined twice",
    "Each effect card is defined once in the `effects` block.",
    'effects { card "Challenge" { use on attack: ties attacker } card "Challenge" { use on attack: ties attacker } }',
  ),

  selfBorder: entry(
    "RISK3001",
    "error",
    "`{0}` borders itself",
    "A border joins two different territories. A territory is never its own neighbour.",
    "borders { Alaska -- Alaska }",
  ),
  duplicateBorder: entry(
    "RISK3002",
    "error",
    "the border {0} -- {1} is given twice",
    "Each border is listed once; a two-way border `A -- B` already covers `B -- A`.",
    "borders { Alaska -- Alberta  Alberta -- Alaska }",
  ),
  territoryInNoGroup: entry(
    "RISK3003",
    "error",
    "territory `{0}` is in no group",
    "Every territory belongs to exactly one group (continent, sector), so that group bonuses and card sets are well defined. Add it to a group's list.",
    "territories { Alaska, Alberta }\ncontinent NA bonus 5 { Alaska }",
  ),
  territoryInTwoGroups: entry(
    "RISK3004",
    "error",
    "territory `{0}` is in two groups: `{1}` and `{2}`",
    "Groups partition the map: a territory belongs to exactly one of them.",
    "continent A bonus 2 { Alaska }\ncontinent B bonus 2 { Alaska }",
  ),
  emptyGroup: entry(
    "RISK3005",
    "error",
    "group `{0}` has no territories",
    "A group without territories can never be owned and gives nothing. List its territories, or remove it.",
    "continent Atlantis bonus 9 { }",
  ),
  disconnectedMap: entry(
    "RISK3006",
    "warning",
    "the map falls apart into {0} pieces; `{1}` cannot be reached from `{2}`",
    "Some territories cannot be reached from the others through borders, so no one could ever conquer the whole map by attacking. This is usually a missing border.",
    "territories { A, B, C }\ncontinent X { A, B, C }\nborders { A -- B }",
  ),
  unknownBorderToRemove: entry(
    "RISK3007",
    "error",
    "there is no border {0} {1} {2} to remove",
    "`remove A -- B` takes out a border that the map (usually the parent variant's) has. This one is not there.",
    "borders { remove Alaska -- Brazil }",
  ),
  missingAttribute: entry(
    "RISK3008",
    "error",
    "territory `{0}` has no `{1}`",
    "The attribute has no default, so every territory must set it (`Alaska [symbol infantry]`).",
    "attribute symbol: infantry | cavalry\nterritories { Alaska }",
  ),
  noTerritories: entry("RISK3009", "error", "the map has no territories", "A variant needs a map with at least two territories.", "map { }"),
  linkDuplicatesBorder: entry(
    "RISK3010",
    "warning",
    "the one-way link {0} -> {1} repeats a two-way border",
    "The territories already border each other both ways, so the link adds nothing.",
    "borders { A -- B  A -> B }",
  ),
  duplicateMember: entry(
    "RISK3011",
    "error",
    "`{0}` is listed twice in group `{1}`",
    "A group lists each of its territories once.",
    "continent NA bonus 5 { Alaska, Alaska }",
  ),

  mapTooLarge: entry(
    "RISK3012",
    "error",
    "the map has {0} territories; at most {1} can be played",
    "Maps are limited to 10,000 territories (a world map has 42). The engine's work per round grows with the map (a round of four greedy bots on a 4,200-territory grid costs about 40 ms of CPU, and compiling and starting 10,000 territories about a second), so a larger map compiles into something no simulation of many games can play in reasonable time.",
    "map { territories { T1, T2, ..., T10001 } }",
  ),

  playersOutOfRange: entry(
    "RISK4001",
    "error",
    "players {0}..{1} is outside 2..8",
    "A variant is played by 2 to 8 players, and the range is written low..high.",
    "players 1..10",
  ),
  missingPlayerCount: entry(
    "RISK4002",
    "error",
    "the armies table has no entry for {0} players",
    "`armies by players { ... }` must give a number for every player count the variant allows (or an `else:` entry).",
    "players 3..6\nsetup { armies by players { 3: 35, 4: 30, 5: 25 } }",
  ),
  typeMismatch: entry(
    "RISK4003",
    "error",
    "expected {0}, found {1}",
    "Formulas are typed: numbers, true/false, and sets of territories or groups. An operator or a place in the rules got a value of the wrong type.",
    "receive count(territories owned) > 3",
  ),
  fractionalNumber: entry(
    "RISK4004",
    "error",
    "this can be a fraction, but {0} must be a whole number",
    "`/` divides exactly, so `owned / 3` can be 4.33. Where armies or cards are counted, say how to round: `floor(...)` or `ceil(...)`.",
    "receive count(territories owned) / 3",
  ),
  phaseNeverRuns: entry(
    "RISK4005",
    "error",
    "phase `{0}` can never run",
    "The phase's `when` condition is false for every allowed player count and parameter value, so the phase is dead code.",
    "players 3..6\nturn { phase bonus when players > 8 { receive 5 place } }",
  ),
  wrongArity: entry(
    "RISK4006",
    "error",
    "`{0}` takes {1}, got {2}",
    "A function got the wrong number of arguments: floor, ceil, abs and count take one; min and max take two or more.",
    "receive max(3)",
  ),
  missingSection: entry(
    "RISK4007",
    "error",
    "the variant has no {0}",
    "A playable variant needs a player range, a map, a setup, a turn with phases, combat rules and a way to end. A variant that `extends` another inherits the ones it does not give.",
    'variant "Empty" { players 3..6 }',
  ),
  badDiceRange: entry(
    "RISK4008",
    "error",
    "{0}",
    "Dice counts are written low..high with 1 <= low <= high <= 10, and a die has 2 to 100 sides.",
    "combat { attacker dice 3..1 }",
  ),
  badParamValue: entry(
    "RISK4009",
    "error",
    "{0}",
    "A parameter's default must have the parameter's type and lie inside its range.",
    "param placeBatch: int = 20 in 1..10",
  ),
  duplicateTableKey: entry(
    "RISK4010",
    "error",
    "the key {0} appears twice in this table",
    "Each key of a `by ... { }` table is given once.",
    "armies by players { 3: 35, 3: 30 }",
  ),
  impossibleSet: entry(
    "RISK4011",
    "error",
    "{0}",
    "A card set describes cards that can exist: `distinct` needs as many symbols as cards, `of X` names a symbol and goes with `alike`, and a set has at least one card.",
    "set 4 distinct   // with only three symbols",
  ),
  noWayToWin: entry(
    "RISK4012",
    "warning",
    "the variant has no way to end",
    "Without a `win` or `end` rule, games go on until the simulator's round cap and all count as stalled.",
    "end { eliminated when count(territories owned) == 0 }",
  ),
  emptyPhase: entry(
    "RISK4013",
    "warning",
    "phase `{0}` does nothing",
    "The phase has no steps (receive, trade, place, attack, fortify, draw).",
    "turn { phase rest { } }",
  ),
  divisionByZero: entry("RISK4015", "error", "division by zero", "The divisor is always zero.", "receive floor(count(territories owned) / 0)"),
  deckAttributeNotChoice: entry(
    "RISK4016",
    "error",
    "the deck shows `{0}`, which is not a choice attribute",
    "Card symbols come from a territory attribute whose type lists words (`attribute symbol: infantry | cavalry | artillery`).",
    "attribute value: int = 1\ncards { deck territories showing value }",
  ),
  cardsWithoutDeck: entry(
    "RISK4017",
    "error",
    "the turn uses cards, but the variant has no {0}",
    "`trade` and `draw` steps need a `cards { ... }` block with a deck and sets.",
    "turn { phase draw { draw 1 } }   // and no cards block",
  ),
  valueOutOfRange: entry(
    "RISK4018",
    "error",
    "{0}",
    "A number in the rules is outside what makes sense for it (negative armies, no dice, a hand limit below a set size...).",
    "combat { attacker dice 1..3 leave 0 }",
  ),
  stepOutsidePlace: entry(
    "RISK4019",
    "warning",
    "{0}",
    "A turn step is in a spot where it can have no effect: armies received after the last `place` step are never placed, and a `draw` before any `attack` never sees a conquest this turn.",
    "turn { phase reinforce { place receive 3 } }",
  ),
  noObjectives: entry(
    "RISK4020",
    "error",
    "{0}, but the variant has no objectives",
    '`deal objectives` and `territories in objective` need an `objectives { objective "Name" { ... } }` section.',
    "setup { deal objectives }   // and no objectives block",
  ),
  tooFewObjectives: entry(
    "RISK4021",
    "error",
    "{0} objectives for up to {1} players",
    "Each player is dealt a different objective, so there must be at least as many objectives as players.",
    'players 3..5\nobjectives { objective "A" { Alaska } objective "B" { Peru } }',
  ),
  emptyObjective: entry(
    "RISK4022",
    "error",
    "objective `{0}` lists no territories",
    "An objective is a list of territories to hold; an empty one is met at once.",
    'objectives { objective "Nothing" { } }',
  ),
  scoreCycle: entry(
    "RISK4023",
    "error",
    "score `{0}` is defined through itself: {1}",
    "A named score may use other scores, but not itself, directly or through others: it would have no value.",
    "end { score a = b + 1  score b = a }",
  ),
  badTeams: entry(
    "RISK4024",
    "error",
    "{0}",
    "Teams list seats by number (1 for the first player): each seat in at most one team, every seat within the player range, and at least two teams.",
    "players 2..4\nteams when players == 4 { team 1, 3  team 2, 5 }",
  ),
  badLeaders: entry(
    "RISK4025",
    "error",
    "{0}",
    "Leaders: one per seat for every player count, each with a die of 2 to 100 sides and at least one form; form names are used once per leader. A power is fixed before the game starts: a bonus is a constant or a parameter (`defend +bonus`), and a power can be a choice parameter of jump | retreat | strike | none, so that `--set` can change it; neither may depend on the number of players.",
    'leaders { leader "A" seat 1 { } leader "B" seat 1 { form robot } }',
  ),
  badFactions: entry(
    "RISK4026",
    "error",
    "{0}",
    "Factions, counters, tokens and dealt effect cards fit together: every seat plays a faction for every player count, each faction and starting point is defined once, a faction's starting points and captured-pieces counter exist (a per-player counter), a neutral faction has no starting points, a counter changes `each round`, tokens refill a counter of the game, and cards dealt from a deck have `copies` rather than `when`.",
    'factions { faction Locals when seat == players { neutral enters "Centre" } }',
  ),
  reversedRange: entry(
    "RISK4027",
    "error",
    "the range {0}..{1} is reversed",
    "A range is written low..high: `players 3..6`, `attacker dice 1..3`, `param cap: int = 5 in 1..10`. This one starts above where it ends; swap the two numbers.",
    "players 6..3",
  ),
  unusedDeclaration: entry(
    "RISK4028",
    "warning",
    "{0} `{1}` is never used",
    "A parameter, territory attribute or counter that no rule reads changes nothing in the game: it is usually a misspelling of the name a rule uses, or a leftover. Use it in a formula (parameters and counters), in `sum(...)`, `with`, `deck ... showing` (attributes), or remove it. An attribute used by a parent variant counts as used.",
    "param bonusArmies: int = 2\nturn { phase reinforce { receive 3 place } }",
  ),
  unreadScore: entry(
    "RISK4029",
    "warning",
    "score `{0}` is never read",
    'A `score` names a value for the end rules: `ranking`, `win ... when`, `end "…" when … winner highest …`, or another score. This one is used by none of them, so computing it changes nothing; it is usually a ranking that was meant to name it.',
    'end {\n  score points = count(territories owned)\n  end "time" when round > 20 winner highest count(territories owned)\n}',
  ),
  placeBeforeReceive: entry(
    "RISK4030",
    "error",
    "`place` comes before any armies are received",
    "`place` puts down the armies the player received this turn (from `receive`, `trade` or a card). Here nothing can have been received yet when it runs, so it places nothing; the steps are probably in the wrong order. Put `receive` (or `trade`) before `place`.",
    "phase reinforce {\n  place\n  receive 3\n}",
  ),
  attackBeforePlacement: entry(
    "RISK4031",
    "error",
    "the turn attacks before any armies are placed",
    "In a Risk turn the player places reinforcements, then attacks. Here the first `attack` step comes before every `place` step of the turn, so attacks use only the armies left from the turn before; this is usually a phase order mistake. If the turn really starts with the attack, say so with `attack first`.",
    "turn {\n  phase attack { attack }\n  phase reinforce { receive 3 place }\n}",
  ),
  unplayable: entry(
    "RISK4032",
    "error",
    "{0}",
    "The variant compiles into rules the engine cannot play: dice that are too many or too large to compute battle odds exactly, armies or cards beyond what a game can hold, or a setup that leaves a seat with nothing to do. The message says which.",
    "combat { die d1000 attacker dice 1..10 }",
  ),

  badChoice: entry(
    "RISK4033",
    "error",
    "{0}",
    "Choices (K1, M1) are per-player values made by `choose` steps: a list of words, or a territory (`owned`: one of the chooser's own; `where`: per territory). Each is made once in the setup at most, after the deal when it needs the player's territories; `distinct` (no two players alike) is made openly, so it cannot be `secret`, and needs at least as many words as players; `except` in a deck names a territory choice.",
    "choices { choice colour: red | blue distinct secret }\nsetup { choose colour }",
  ),
  badObjective: entry(
    "RISK4034",
    "error",
    "{0}",
    'Objectives (R3, M1–M4) are met when their condition holds (`when ...`) or, without one, when the player holds every territory listed. `dealt when` keeps one out of the deck; `instead "Other" when ...` replaces one by another objective, which must exist and must not be replaced itself (no chains). `objective achieved` needs objectives to be dealt.',
    'objectives { objective "Destroy blue" when alive < 3 instead "Occupy 30" when seat == 1 }\nsetup { deal objectives }',
  ),
  badNeutral: entry(
    "RISK4035",
    "error",
    "{0}",
    "Neutral seats (T1) sit after the players and never decide: their condition and armies are known before the game (player count and parameters), their armies beyond the deal need a rule that places them (`place remaining ... neutral N`), and they are in no team and hand out no seat tokens.",
    'seats { neutral "Neutral" { armies 40 } }\nsetup { armies 40  deal territories randomly }',
  ),
  badEconomy: entry(
    "RISK4036",
    "error",
    "{0}",
    "Resources, the market and bids (F2, F6) fit together: an offer sells `army`, `card`, `effect`, a unit type or a building, for a per-player resource (players pay, the game does not); a `buy` step needs a `market`; `gain` adds to a per-player resource; a bid is made in a per-player resource; `where` on an offer is for units and buildings, which go on a territory.",
    "resources { resource gold = 5 }\nmarket { offer army cost 2 gold }",
  ),
  badBuilding: entry(
    "RISK4037",
    "error",
    "{0}",
    "Buildings (F3) are counts of a kind per territory: at most `limit` (a whole number of at least 1, known before the game), and on a conquest `destroyed`, `kept` or `captured into` a per-player resource of the conqueror. They are built by the setup (`build B randomly N`, `build B by choice N each`, after the deal), bought, or built by an effect card.",
    "resources { resource prize = 0 }\nbuildings { building Beacon { on conquest captured into prize } }",
  ),
  badUnit: entry(
    "RISK4038",
    "error",
    "{0}",
    "Unit types (F2) are individual pieces: a limit per player from 1 to 20 known before the game, a die of 2 to 100 sides, bonuses and powers fixed before the game (as a leader's), and `stands where` a condition on the territory alone. A unit type without forms has its bonuses and powers directly; one with forms gets its own powers in every form.",
    "units { unit Scout limit 0 { die d1 } }",
  ),
  badModifier: entry(
    "RISK4039",
    "error",
    "{0}",
    "Dice modifiers (F4) are fixed when an attack starts: `attacker +N when ...` adds N (a whole number from 1 to 20) to one die of the side, `defender reroll <= N when ...` rolls again, once, every die of the side that shows N or less (N from 1 to one less than the die's sides). The exact battle odds follow them.",
    "combat { die d6  attacker dice 1..3  defender dice 1..2  defender reroll <= 6 }",
  ),
  badTurnOrder: entry(
    "RISK4040",
    "error",
    "{0}",
    "The turn order (F6) is set once, by `order by` in the setup: by a sealed bid of a per-player resource, or by formulas over each player (highest first; later formulas break ties, then seat order), which `each round` computes again at the start of every round.",
    "setup { order by bid gold  order by seat }",
  ),

  internalError: entry(
    "RISK9001",
    "error",
    "internal error in {0}: {1}",
    "The compiler itself failed while checking this variant. The variant may be fine; please report the message and the file so we can fix the compiler.",
    "(none: this is a compiler bug)",
  ),
} as const satisfies Record<string, CodeEntry>;

export type CodeName = keyof typeof codes;

export function findCode(code: string): CodeEntry | undefined {
  const wanted = code.trim().toUpperCase();
  return Object.values(codes).find((e) => e.code === wanted);
}
