// The language's reference text, per keyword, function and game quantity: what hovers show and
// what completion items carry as documentation. Markdown written here (trusted); a variant's own
// names never go through this table. Codes in brackets are the rules digest's ids.

export interface ReferenceEntry {
  /** The construct it belongs to, as written (`phase name [when c] { steps }`). */
  syntax: string;
  text: string;
}

const entry = (syntax: string, text: string): ReferenceEntry => ({ syntax, text });

/** Sections: the blocks a variant is made of. */
const sections: Record<string, ReferenceEntry> = {
  variant: entry(
    'variant "Name" [extends "parent"] { sections }',
    "The one block of a variant file: its name, the variant it extends (if any), and its sections.",
  ),
  extends: entry(
    'variant "Mine" extends "classic" { ... }',
    "Lays this variant over a parent: a file beside this one (without `.risk`) or a bundled variant. A section given here replaces the parent's piece by piece; borders add up (`remove A -- B` takes one out).",
  ),
  players: entry(
    "players 3..6",
    "The player counts the variant can be played with, within 2..8. In formulas, `players` is the number of players of the game.",
  ),
  param: entry(
    "param name: int = 3 [in 1..10]   param path: adjacent | connected = connected",
    "A named setting with a type (`int`, `bool`, or a choice of words) and a default. `riskc simulate --set name=value` and the playground's parameters panel change it.",
  ),
  map: entry(
    'map ["title"] { attributes, territories, groups, borders, switches }',
    "The board: territories, the groups they form, and the borders between them.",
  ),
  setup: entry(
    "setup { armies ...  deal ...  place remaining ... }",
    "How a game starts: starting armies, how territories are dealt, what is chosen, built or bid before the first turn. `on setup end`: a rule's event once the setup is done, once for each player in turn order, before the first turn (A18).",
  ),
  turn: entry("turn { phase name { steps } ... }", "The ordered phases of a player's turn."),
  combat: entry(
    "combat { die d6  attacker dice 1..3 leave 1  defender dice 1..2  ties defender  conquer move >= dice }",
    "How battles are fought: the die, how many dice each side rolls, who wins ties, what moves in after a conquest.",
  ),
  cards: entry(
    "cards { deck territories showing symbol  set 3 alike  values 4, 6, 8 then +5 }",
    "The territory cards: the deck, the sets that can be traded and what they are worth.",
  ),
  end: entry('end { win "name" when c  eliminated when c  ranking ... }', "How the game ends: wins, eliminations, an end with a ranking, scores."),
  objectives: entry(
    'objectives { objective "name" { territories } | when c }',
    "Secret objectives (R3, M1), dealt with `deal objectives` in the setup.",
  ),
  limits: entry(
    "limits { armies cap  pieces count  destroyed into scrapheap }",
    "The most armies a player may have on the board, or its pieces in all (the rest wait in its reserve); where its destroyed armies go (PB5).",
  ),
  destroyed: entry(
    "limits { destroyed into scrapheap }   building Fort { on conquest destroyed }",
    "PB5: a player's destroyed armies go into its per-player resource (a second board), not back to its reserve; spending it (an offer, a rule's or a card's cost, a bid) brings them back to the reserve. On a building: a conquest destroys it.",
  ),
  effects: entry(
    'effects { deal 3 each  card "Name" [copies n] { use on attack: ties attacker } }',
    "Effect cards (R10, E12, F5): cards with a one-time effect in battle, when turned up, or on the map. `effects gods { ... }` is a named deck (DK1): its own pile, discards, deal, hand limit and cards held in hand and played.",
  ),
  teams: entry("teams [when c] { team 1, 3  team 2, 4 }", "Partners (Y13): seats of one team never attack each other and may share territories."),
  leaders: entry(
    'leaders { leaders per seat 2  leader "Name" seat 1 { die d8  form robot: defend +1 } revive cost 3  hold alone }',
    "Unique pieces of a seat (Y9), one per seat unless `leaders per seat N` (L1), with their own die and powers (by form, or their own: L2).",
  ),
  units: entry(
    "units { unit Scout limit 2 { die d8  defend +1  on death returns } }   setup { units 2 Scout each randomly }   setup { units 2 Scout each }   on play: units 1 Scout",
    "Types of individual pieces (F2) with a limit per player, a die, bonuses, powers and a fate. In the setup: each player's units of a type put on its own territories at random (S4), or without `randomly` where each player chooses, in turn order (S12). As an effect of a rule or a card (EF3): units of the player's stock onto the territory in question, else its territories at random.",
  ),
  factions: entry(
    'factions { entry "Name" { territories }  faction Name when c { options } }',
    "Factions (E1) a seat may play, and the off-board starting points (E3) their armies come in at.",
  ),
  counters: entry(
    "counters { counter name [per player] [= start] [each round change]  token Name count n refills counter }",
    "Named numbers the rules read and change (E10), and tokens on the board (E14).",
  ),
  resources: entry(
    "resources { resource gold per player = start max cap }",
    "Counters under their economic name (F2): income with `gain`, spent in the market.",
  ),
  seats: entry(
    'seats { neutral "Name" [when c] { armies n } }',
    "Neutral seats (T1): they sit after the players and never decide; their dice are rolled for them.",
  ),
  choices: entry(
    "choices { choice capital: territory owned secret }",
    "A value each player chooses (K1, M1): a word from a list, or a territory; made with `choose`.",
  ),
  market: entry(
    'market { offer Scout cost 6 gold [when c] [where c] [limit n per turn]   offer "Chief" cost 8 gold }',
    "What can be bought with resources (F3) in a `buy` step: armies, cards, effect cards, units, buildings, and leaders `from market` (PB1), by their seat only (a leader without a seat: every seat its own copy, PB16).",
  ),
  buildings: entry(
    "buildings { building Fort { limit 1  on conquest destroyed } }",
    "Buildings or markers on territories (F3): a limit per territory, and their fate on conquest.",
  ),
  rules: entry(
    'rules { rule "Name" on <event> [when c] [cost n resource] [for this turn] { effects } }',
    "Part A of version 3: rules that fire at an event of the game, when a condition holds and a cost can be paid, with effects that happen at once or last (borders).",
  ),
};

/** Statements inside the sections. */
const statements: Record<string, ReferenceEntry> = {
  territories: entry(
    'territories { Alaska [symbol infantry, at 10 20], "Northwest Territory" }  |  count(territories owned)',
    "In a map: the territories, each with its attributes and an optional position (`at x y`). In a formula: the set of all territories (`owned`, `in Group`, `with attribute`, `where c` narrow it).",
  ),
  attribute: entry(
    "attribute symbol: infantry | cavalry | artillery   attribute value: int = 0",
    "An attribute every territory has, with its type and an optional default; a deck can show it, formulas can read or sum it.",
  ),
  continent: entry(
    "continent Name bonus 5 { territories }",
    "A group of territories; the player holding all of it gets its bonus (a formula). `group` and `sector` are the same.",
  ),
  group: entry("group Name bonus 5 { territories }", "A group of territories (the same as `continent` and `sector`)."),
  sector: entry("sector Name bonus 5 { territories }", "A group of territories (the same as `continent` and `group`)."),
  bonus: entry("continent Name bonus 5 { ... }   sum(bonus of groups owned)", "A group's bonus: the armies its holder receives (a formula)."),
  borders: entry(
    "borders { A -- B, C   D -> E   remove F -- G   H -- I with Fleet }",
    "The borders: `--` both ways, `->` one way; `remove` takes out a border of the parent variant; `with Fleet` (PB9): the border exists only for a player with a Fleet at either end.",
  ),
  remove: entry("borders { remove A -- B }", "Takes a border of the parent variant out."),
  switch: entry(
    'switch "Name" starts on { on: A -- B  off: C }   |   switch [near leader] [using card with attribute] [when c]',
    "In a map (Y7): borders and territories that exist only while the switch is on (or off). As a step: the player may flip one switch.",
  ),
  starts: entry('switch "Name" starts on { ... }', "The state a switch starts the game in."),
  armies: entry(
    "armies by players { 3: 35, 4: 30 }   |   armies (in a formula)",
    "In the setup: each player's starting armies. In a formula: the armies in the territory in question.",
  ),
  deal: entry(
    "deal territories randomly armies 1 | in turns [reverse] | by choice | to Faction [evenly] [max c] [where c]   deal objectives   deal 3 each",
    "Hands out the territories at the start (with armies on each; S1: only those where the condition holds; S9 `evenly`: to the players only, the same number each), the objectives, or effect cards.",
  ),
  evenly: entry(
    "deal territories randomly evenly armies 2",
    "S9: the deal gives the players only the same number of territories each; those left over go to the neutral seats in turn (with the deal's armies), or start empty without one. Without it a neutral seat is dealt like a player (T2).",
  ),
  randomly: entry(
    "deal territories randomly   build Mine randomly 3   units 2 Scout each randomly   order randomly   discard 2 randomly",
    "At random, from the game's own generator.",
  ),
  place: entry(
    "place [where c]   |   place remaining batch n [neutral n]   |   place 9 each with adjacent empty [where c]",
    "As a step: place the armies received (only where the condition holds). In the setup: the remaining starting armies, `batch` at a time, in turn; SP1: each player in turn puts N armies on one of its territories (where c holds), as many of them as it likes on one adjacent empty territory, which becomes its own.",
  ),
  remaining: entry("place remaining batch n", "The starting armies not yet on the board."),
  empty: entry(
    "leave 2 empty   place 9 each with adjacent empty",
    "A territory nobody holds: S8 `leave N empty` empties dealt ones (taken in play by an attack without dice); SP1: the setup's armies may be split onto an adjacent one, which becomes the player's.",
  ),
  batch: entry("place remaining batch n", "How many armies each player places at a time."),
  phase: entry(
    "phase name [when c] { steps }",
    "A phase of the turn; with `when`, it runs only when the condition holds. A child variant replaces a parent's phase by naming it.",
  ),
  receive: entry("receive max(3, floor(count(territories owned) / 3)) + sum(bonus of groups owned)", "The armies the player gets (a whole number)."),
  trade: entry("trade [forced when c]", "The player may trade a set of cards; forced while the condition holds."),
  forced: entry("trade forced when hand >= 5", "The trade must be made while the condition holds."),
  attack: entry(
    "attack [first]   |   use on attack: ...   |   attack where c   |   unit Tank limit 3 { attack when hasMoved == 0 }",
    "As a step: the player may attack. `first`: the turn attacks before it places, on purpose (no RISK4031). In a unit type (PB13): `attack when c` — a unit joins an attack of its side only when c holds for it as the attack starts (`hasMoved`, `hasAttacked`, `hasArrived` of the unit in question).",
  ),
  fortify: entry(
    "fortify moves 1 path connected leave 1 [within N] [once] [drops] [cede to partner] [into battle] [where c]",
    "The player may move armies between own territories (`into battle`: or into a territory it contests, joining its invasion).",
  ),
  expand: entry(
    "expand [into N] [leave N] [where c]",
    "XP1: one move or invasion, then the step is over: from one of the player's territories into at most N adjacent ones (1 when not given; Risk Europe's Expand is `into 1`, its Split Expand `into 2`), each part any size, `leave` armies staying behind (1 when not given). Into an own territory a move, into an empty one it takes it, into an enemy one the part moves in and contests it until the round's battles (`battles at round end`; the combat section's `attack where` holds). `where c`: only targets where c holds (`source`: where the pieces come from).",
  ),
  into: entry(
    "expand into 2 leave 1   limits { destroyed into scrapheap }   fortify ... into battle",
    "In an expand step (XP1): the most territories one expand splits its pieces among. In limits (PB5): the per-player resource destroyed armies go into. `fortify ... into battle` (FM2): a move may also end in a territory the player contests, its armies joining the invasion there.",
  ),
  moves: entry("fortify moves 1 | moves any", "How many moves the fortify step allows."),
  path: entry(
    "fortify ... path adjacent | connected | allied | where c",
    "Where a move may go: to a neighbour, through own territories, through partners' too, or (B2) through own territories where the condition holds, both ends included.",
  ),
  adjacent: entry(
    "path adjacent   place 9 each with adjacent empty",
    "A move goes to a neighbouring territory only. SP1 (setup): part of the armies may go on one neighbouring territory nobody holds, which becomes the player's.",
  ),
  connected: entry(
    "path connected   territories owned connected [to chosen] [where c]",
    "A move goes along a chain of the player's own territories. In a set (SL1): only the territories joined to the territory in question through the set's own territories, itself included (a supply line: `sum(tax of territories owned connected where not contested)`).",
  ),
  leave: entry(
    "attacker dice 1..3 leave 1   fortify ... leave 1   leave 4 neutral armies 2 [where c]   leave 2 empty [where c]",
    "Armies that must stay behind (a formula; `enemies` is the enemy neighbours). In the setup (S3): that many territories nobody holds yet go to the neutral seats, with armies on each; `leave 2 empty` (S8): that many held territories are emptied, to be taken in play by an attack without dice.",
  ),
  draw: entry(
    "draw 1 when conquered > 0   draw effect 1 when c   on draw gods",
    "The player draws cards (territory cards, or effect cards with `effect`). `on draw [deck]`: a rule's event as a card of a named deck comes into a hand, after its own `on draw` (A14).",
  ),
  die: entry(
    "die d6   |   defender die d8 when Fort > 0   |   +1 on die 2   |   unit Tank limit 3 { die d6  die d10 when terrain == hills }",
    "The die's size; a leader or unit may roll its own. D4: `attacker die d8 when ...` sets a side's die for an attack where the condition holds; a unit's `die d10 when ...` (U1) likewise its own die (the defending territory in question, `source` the attacking one; the last that holds wins); `on die N` names a side's N-th highest die (D3).",
  ),
  attacker: entry("attacker dice 1..3 leave 1   attacker +1 when c   ties attacker", "The attacking side."),
  defender: entry("defender dice 1..2   defender +1 when Fort > 0   ties defender", "The defending side."),
  dice: entry(
    "attacker dice 1..3   defender dice 1..3 when c   dice max   |   dice (in `conquer`)",
    "How many dice a side rolls. D6: with `when`, the side rolls up to that many in an attack where the condition holds as it starts (each die compared with the other side's of the same rank). In `conquer move >= dice`: the dice rolled in the last roll.",
  ),
  ties: entry(
    "ties defender | ties attacker   |   ties attacker when c   |   order by bid gold ties by roll",
    "Who wins when the dice are equal. D5: with `when`, ties go to that side in an attack where the condition holds as it starts. In a turn order (TB1): equal bids or keys go `by roll` (a roll of dice, rolled again while tied) or `by seat` (the default).",
  ),
  conquer: entry(
    "conquer move >= dice   |   conquer keep n",
    "What happens after a conquest: the least that moves in, or what the attacking territory keeps.",
  ),
  move: entry(
    'conquer move >= dice   rule "Pour in" on conquest { move 3 armies }   move 1 Scout from where armies > 2 to where Fort > 0',
    "The least number of armies that move into a conquered territory. As an effect (EF6): the player moves up to N of its armies (or units of a type) between its territories, as it chooses: into the territory in question, or where `to where` holds; from where `from where` holds.",
  ),
  keep: entry("conquer keep if enemies > 0 then 2 else 1", "What the attacking territory keeps after a conquest."),
  require: entry("require attackerDice >= defenderDice", "A roll happens only when this holds."),
  deck: entry("deck territories showing symbol", "One card per territory, showing a territory attribute."),
  showing: entry("deck territories showing symbol", "The territory attribute the cards show."),
  wilds: entry("wilds 2", "How many wild cards the deck has."),
  set: entry(
    "set 3 alike | distinct | any [+ 1 wild] [of word] [worth n]   set sum >= 2 worth f",
    "A set of cards that can be traded, and what it is worth.",
  ),
  alike: entry("set 3 alike", "Cards all showing the same value."),
  distinct: entry("set 3 distinct   choice colour: ... distinct", "Cards all showing different values; for a choice, no two players alike."),
  wild: entry("set 2 any + 1 wild", "A wild card, matching anything."),
  values: entry("values 4, 6, 8, 10, 12, 15 then +5", "The escalating worth of sets without their own."),
  worth: entry("set 3 alike of artillery worth 8", "A set's own fixed worth."),
  hand: entry(
    "hand limit 7   |   hand 3 discard choose (a named deck)   |   hand (in a formula)",
    "The most cards a player may hold (of a named deck: over it, the holder chooses what goes with `discard choose`, DK5); in a formula, the cards the player holds.",
  ),
  elimination: entry(
    "elimination takes cards   elimination trade when c until c   elimination trade never",
    "What happens to the loser's cards when a player is eliminated.",
  ),
  win: entry('win "name" when c', "A player who meets the condition wins (the name is the ending reported)."),
  eliminated: entry("eliminated when count(territories owned) == 0", "When a player is out of the game."),
  winner: entry(
    'end "name" when c winner highest f, g',
    "How the winner is found when the game ends this way: the players level on every formula all win (without it, every player still in).",
  ),
  highest: entry(
    "winner highest f, g   |   attacker +1 on highest",
    "The player with the highest value wins; ties go to the next formula. D3: `on highest` puts a die bonus on the side's highest die.",
  ),
  ranking: entry("ranking points, seat", "How players rank when the game ends without a winner."),
  protect: entry("protect when round <= 4", "No player can be eliminated while this holds."),
  score: entry("score points = f", "A named score of each player, read by end rules (`points of s`)."),
  objective: entry(
    'objective "name" { territories } | when c [dealt when c] [instead "other" when c]   objective achieved',
    "A secret objective: territories to hold, or a condition.",
  ),
  achieved: entry('win "mission" when objective achieved', "The player's objective is met."),
  dealt: entry('objective "name" when c dealt when c', "The objective is in the deck only when this holds as objectives are dealt (M2)."),
  instead: entry('objective "A" when c instead "B" when c', "Replaced for good by another objective when the condition holds for its holder (M3)."),
  card: entry(
    'card "Name" [when c] [copies n] { use on attack: ... }   card "Name" { on play: ...  on draw: ... }   offer card cost n gold',
    "An effect card, a card of a named deck (played, or acting when drawn), or (in a market) a territory card.",
  ),
  use: entry("use on attack when c: ties attacker, die +1", "What an effect card does in a battle, once."),
  copies: entry(
    'card "Name" copies 3 { ... }   card "Decoy" copies decoys {}',
    "How many copies of the card the deck holds: a number, or (a named deck's card) an int parameter.",
  ),
  reveal: entry(
    "reveal card reinforce 3   reveal effect   on reveal [pass]: lose 3",
    "Turns up a card: a territory card that reinforces, or a face-down effect card; a named deck's card put on the map as a marker (`put`) acts `on reveal` for the player who conquers its territory (MK3). `on reveal` in a rule: its event as the player turns up an effect card, after the card's own effect (A16).",
  ),
  put: entry(
    "put 1 from bases [when c]",
    "A step (MK1): cards of a named deck go face down onto the player's territories, one at a time, each where the player chooses; only the player sees which card it put. Conquering a territory turns its markers up: each card's `on reveal` effects act for the conqueror.",
  ),
  pass: entry("on reveal pass: lose 3", "The card is passed to another player, who suffers its effect."),
  lose: entry("on reveal: lose 3", "The holder loses armies."),
  flip: entry('on reveal: flip "Switch"', "Turns a switch of the map over (F5)."),
  build: entry("build Mine randomly 3 [where c]   build Fort by choice 1 each   on reveal: build Fort", "Puts buildings on the board."),
  raze: entry("on reveal: raze Fort", "Removes a building."),
  team: entry("team 1, 3   count(territories owned by team)", "A team of seats; `by team`: the player or a partner."),
  leader: entry(
    'leader "Name" seat 1 [when c] [from market] { die d8  form robot: defend +1 }   leader "Mercenary" from market { attack +1 }   switch near leader',
    "A unique piece of one seat (Y9); its powers by form, or its own without a form (L2). Put down at the setup, or (`from market`, PB1) bought by its seat from an offer that names it, and bought again when destroyed. Without a seat (PB16) a leader `from market` is every player's: each buys its own copy.",
  ),
  form: entry("form robot: defend +1   form vehicle: jump", "A form of a leader or unit, with its powers; `morph` changes it."),
  defend: entry("form robot: defend +1   use on defend: ...", "A bonus to one die when defending."),
  jump: entry("form vehicle: jump", "A power: move to any own territory in the fortify phase."),
  retreat: entry("form robot: retreat", "A power: step back to a neighbouring own territory instead of dying."),
  strike: entry("form robot: strike", "A power: attack any enemy territory alone with its die."),
  revive: entry("revive cost 3", "A destroyed leader comes back for that many armies."),
  morph: entry("morph", "A step: the player may change a leader's form."),
  hold: entry(
    "hold alone   building Fort { hold alone }",
    "A leader (or unit) alone holds a territory: it is never empty while one stands there. A building (B1) keeps its territory its owner's with no armies; it does not fight.",
  ),
  alone: entry("hold alone", "A leader (or unit) alone holds a territory."),
  cede: entry("fortify ... cede to partner", "Instead of moving, the player may hand a territory to a partner."),
  faction: entry(
    'faction Name when c { enters "Entry"  neutral  leaves empty  conquers empty  collects  captured counter }',
    "A faction a seat may play (E1); its first non-neutral faction gets the new armies.",
  ),
  entry: entry('entry "Name" { territories }', "An off-board starting point (E3) and the territories it touches."),
  enters: entry('faction Name when c { enters "North-west" }', "The starting points the faction's new armies come in at."),
  neutral: entry(
    'faction Name { neutral }   seats { neutral "Name" }   place remaining batch 2 neutral 1   leave 4 neutral armies 2',
    "A faction or seat that never gets armies of its own and never decides.",
  ),
  collects: entry("faction Name { collects }", "The faction's pieces pick up tokens."),
  captured: entry(
    "faction Name { captured slaves }   on conquest captured into gold",
    "Each piece destroyed adds 1 to the destroyer's counter; a building captured pays into a resource.",
  ),
  counter: entry(
    "counter name [per player] [= start] [max c] [min c] [each round change]",
    "A named number the rules read like a parameter and change.",
  ),
  resource: entry("resource gold per player = start max cap", "A counter under its economic name (F2)."),
  token: entry("token Fuel count 5 refills fuel", "Tokens on random territories; a conqueror picks them up; spending refills the counter."),
  refills: entry("token Name count 5 refills counter", "The counter a spent token adds to."),
  gain: entry(
    "gain gold 2 + count(territories owned with Mine)   setup { gain gold 5 + seat }   gain gold roll d6",
    "Income: adds to a resource (F2). In the setup (S5): every player gains it there, the formula read for each seat. In a rule, also a random amount from the game's generator (A2).",
  ),
  offer: entry("offer army | card | effect | Unit | Building cost n resource [when c] [where c] [limit n per turn]", "Something the market sells."),
  cost: entry("offer Scout cost 6 gold   revive cost 3", "The price."),
  buy: entry("phase market { buy }", "A step: the player buys offers of the market until it ends the step."),
  bid: entry(
    "order by bid gold [winner pays] [ties by roll] [each round]",
    "Turn order by a sealed bid of a resource (F7); with `each round` (S11) the players bid again at the start of every round. Equal bids go by seat, or (`ties by roll`, TB1) by a roll of dice.",
  ),
  order: entry(
    "order by bid gold [each round]   order by count(territories owned) each round   order randomly",
    "How the turn order is decided (F6, F7; S6: at random, as a roll of dice). It is also the order of the claims of a deal by choice after it.",
  ),
  building: entry("building Fort { limit 1  on conquest destroyed | kept | captured into gold }", "A building or marker on territories (F3)."),
  unit: entry(
    "unit Scout limit 2 { die d8  die d10 when terrain == hills  defend +1  attack when hasMoved == 0  on death returns | lost }",
    "A type of individual piece (F2); its die may change by the attack (U1) and `attack when` says when a unit joins one (PB13).",
  ),
  death: entry("on death returns | lost", "What happens to a unit when it dies: back to its player's stock, or lost."),
  reroll: entry(
    "defender reroll <= 1 when terrain == hills   |   attacker reroll lowest 2   |   defender reroll one rank each round when Castle > 0",
    "A side rolls again, once, its dice showing at most this value (F3), or (D2) its N lowest dice, N a formula of the attack; or (RR1, ranked battles) all its dice of one rank, once each battle round, after seeing them: the engine and the odds re-roll the first rank of a round that hit fewer times than its average.",
  ),
  lowest: entry("attacker reroll lowest 2   |   defender +1 on lowest", "The side's lowest dice: rolled again (D2), or given a bonus (D3)."),
  rank: entry(
    "rank Siege dice 2 hits 3+",
    "RB1: a rank of a ranked battle. Each battle round fires the ranks in order before the classic comparison: both sides roll `dice` dice (default 1) for each of their pieces of the unit type, and each die showing the threshold or more takes one piece of the other side (armies first, then the cheapest unit: RB2; with `casualties by choice`, CS1, each side's owner chooses its losses after each rank). The odds stay exact (RB3).",
  ),
  battles: entry(
    "battles at round end",
    "CT1: an attack rolls no dice: its armies (and the units that join it) move into the enemy territory, which is contested: its owner keeps it and defends it, nobody's pieces there move out, and no third player may enter it. When the round's last turn is over, every contested territory fights one battle to the end (ranks, then the variant's dice), in the order the round's first player chooses; an invader that wins conquers it (`on conquest`, cards, eliminations). In formulas, `contested` says whether a territory is.",
  ),
  hits: entry(
    "rank Archer hits 5+   bombard Siege dice 2 hits 3+",
    "RB1, BB2: the lowest face of the unit type's die that hits in its rank or bombardment: `hits 5+` on a d6 hits one time in three.",
  ),
  bombard: entry(
    "bombard Siege dice 2 hits 3+ [from where c] [at where d]",
    'BB1: a step: once in it, the player may fire its pieces of the unit type from one territory of its own (where c holds) at a neighbouring enemy territory (where d holds; `source` is the territory fired from): `dice` dice a piece (default 1), each die showing the threshold or more takes one of the defender\'s pieces (its armies first, keeping the last; then its units, cheapest first). Nobody fires back. The action is `{"type": "bombard", "from": 3, "to": 7}`, or `end`.',
  ),
  across: entry(
    "attack where not across sea   bombard ... at where not across sea",
    "BK2: true when the border between `source` and the territory in question is of that kind (`borders { England -- Lorraine [sea] }`): read where a border is crossed, in an attack's, a move's or a bombardment's condition.",
  ),
  extra: entry(
    "attacker extra die when c",
    "D1: the side rolls one more die and keeps its best (as many as it would have rolled): the extra die replaces its worst, it never adds a comparison.",
  ),
  from: entry(
    'draw effect 1 from gods [when c]   offer effect from gods cost 3 gold   on play: draw effect 1 from gods   leader "Chief" seat 1 from market { ... }',
    "The named deck a draw, a purchase or a card's effect takes cards from (DK3, DK6); `from market`: a leader its seat buys (PB1) instead of one put down at the setup; without a seat, every seat buys its own copy (PB16).",
  ),
  play: entry(
    'phase gods { play }   card "Name" { on play [when c] [cost n gold | cost discard n]: effects }',
    "A step: the player may play cards of the named decks from its hand (EP1); a card's `on play` says when it may be played, what it costs and what it does. `on play [deck]` in a rule: its event after a card of a named deck is played and has acted (A15).",
  ),
  discard: entry(
    "hand 5 discard choose   on play cost discard 1: ...   discard 2   discard 2 randomly",
    "Cards leave the hand for their deck's discards: over the hand limit, the holder chooses which (DK5); or paid to play a card (EP3); or, as an effect, N the holder chooses (`discard 2`, EF5) or N at random (`discard 2 randomly`, EF4).",
  ),
  reshuffle: entry(
    "effects gods { reshuffle ... }",
    "The deck's discards are shuffled into a new draw pile when it runs out (DK4); without it, an empty pile draws nothing.",
  ),
  half: entry(
    'card "Doom" in bottom half { on draw: ... }   card "Omen" copies 2 in top half { ... }',
    "DK7: the card's copies are shuffled into that half of its named deck's pile at the setup: with N cards, the top half is positions 1 to N/2 (rounded down) from the top, the bottom half the rest, each position of the half as likely.",
  ),
  top: entry(
    'card "Omen" in top half { ... }',
    "DK7: the card is shuffled into the top half of its deck's pile (positions 1 to N/2 of N, from the top).",
  ),
  bottom: entry(
    'card "Doom" in bottom half { ... }',
    "DK7: the card is shuffled into the bottom half of its deck's pile (with 48 cards, positions 25 to 48 from the top: never among the first 24 drawn).",
  ),
  during: entry(
    'card "Charge" { on play during attack: attack +1 for this battle }   card "Bulwark" { on play during defence: defend +1 for this battle }',
    "A card's play window (EP9, EP10): played in its holder's attack step, between battles, or when the holder is attacked, at its choice of dice (`defender dice 1..2 by choice`), on the attacker's turn; not in a `play` step.",
  ),
  defence: entry(
    'card "Bulwark" { on play during defence cost 1 gold: defend +2 for this battle }',
    "EP10: the card is played as its holder defends, on another seat's turn, when it chooses its dice (C5); a `for this battle` bonus lasts for that battle.",
  ),
  choice: entry(
    "choice colour: black | blue distinct   choice capital: territory owned secret   deal territories by choice   casualties by choice",
    "A per-player value chosen with `choose` (K1, M1). `by choice` makes something a player's decision: a deal's claims, the defender's dice, and (CS1) a ranked battle's casualties, chosen by each side's owner after each rank (one `casualty` action a piece; the greedy answer is cheapest first, keeping the last army).",
  ),
  choose: entry(
    'choose capital   |   choose "Tax" { gain gold 4 } or "Spend" { } (an effect)   |   choose territory owned where tax > 0 { gain gold tax }',
    'Each player makes a choice here, in turn (the setup), or may change it (a phase). As an effect of rules and cards (PO4): the player chooses one of the named orders, whose effects happen; `ordered "Tax"` reads it in that turn, `on order "Tax"` fires rules on it. `choose territory [owned] [where c] { effects }` (TC1): the player picks one territory of those (a decision), and the effects happen with it in question (`armies +N` onto it); it is the player\'s `chosen` territory for the rest of the turn.',
  ),
  chosen: entry(
    "territories owned connected to chosen [where c]",
    'TC3: the territory the player picked this turn with `choose territory ... { }`: `connected to chosen` keeps the territories of the set joined to it through the set (its supply line), itself included; none before a pick. Rules an order raises (`on order "Tax"`) read the line taxed so.',
  ),
  program: entry(
    "effects orders per player { program 2 each round ... }",
    "PO2/PO3: at each round's start every seat programs that many cards of its hand, in order, sealed; the round is then one turn a card, card by card (every seat its first card in turn order, then its second), each turn starting with the seat's next card turned up.",
  ),
  returns: entry(
    "hand returns   |   on death returns",
    "PO6 (a deck per player): the seat's played cards come back into its hand at a round's start when it holds fewer than its program. Of a unit (Y9): back to its player's stock when it dies.",
  ),
  per: entry(
    "effects orders per player { ... }   |   resource gold per player = 0",
    "PO1: every seat holds its own copy of the whole deck from the setup (secret to the others). Of a resource or counter: one value for each player.",
  ),
  first: entry(
    "first player next round",
    "PO7: an effect of rules and cards: its player is first in turn order from the next round on, the order going on by seat number from it.",
  ),
  secret: entry("choice capital: territory owned secret", "Sealed: revealed when every player has chosen."),
  except: entry("cards { except capital }", "The cards of the territories chosen for that choice leave the game (K4)."),
  roll: entry(
    'roll 2 d6 end "name" when roll <= 4   |   roll (in that formula)   |   on battle roll when Fort > 0 { defend +1 for this battle }',
    "Dice from the game's own generator, and an ending when the condition holds (R11). `on battle roll`: a rule whose die bonuses join the dice pipeline for an attack whose condition holds as it starts (A22).",
  ),
  exchange: entry("exchange seat tokens when c", "Each player hands out one token per seat, in secret (R13)."),
  over: entry(
    "max over seats s: f   sum over territories owned with factory: f",
    "A fold: over every seat (bound to a name), or over the territories of a set.",
  ),
  seats: entry("max over seats s: f", "Every player's seat, bound in turn to the name after `seats`."),
  placed: entry("placed armies wait", "Armies placed this turn cannot attack (E13)."),
  wait: entry("placed armies wait", "Armies placed this turn cannot attack."),
  once: entry("fortify ... once", "Each army crosses one border a turn."),
  drops: entry("fortify ... drops", "A move may leave armies in the own territories it passes through."),
  within: entry(
    "fortify moves 1 path connected within 2 leave 1",
    "FM1: a move crosses at most N borders along its path (Risk Europe's Maneuver: two territories away through the player's own).",
  ),
  where: entry("place where c   attack where c   territories where c", "Only where the condition holds (it speaks of each territory in turn)."),
  with: entry(
    "territories with factory   territories owned with Mine   borders { A -- B with Fleet }",
    "Only territories whose attribute is true, or that hold that building or unit. After a border (PB9): the border exists only for a player with a unit of that type at either end (a fleet's sea lane).",
  ),
  owned: entry("territories owned [by team | by s]   groups owned", "Held by the player in question (groups: held completely)."),
  holds: entry("holds Europe   holds Alaska   holds capital of s", "The player holds a territory, all of a group, or the territory a choice names."),
  plays: entry("plays Raiders", "The player in question plays that faction."),
  tokens: entry("tokens of s", "How many of seat s's tokens the player holds (R13)."),
  // Part A (rules): events, durations and the effects rules add.
  rule: entry(
    'rule "Name" on <event> [when c] [cost n resource] [for this battle | for this turn | until your next turn] { effects }',
    "A rule: at its event, when the condition holds and the player can pay the cost, its effects happen (A1–A22).",
  ),
  optional: entry(
    'optional rule "Levy" on turn start cost 2 gold { armies +4 }',
    "An optional rule (A20): at its event (`turn start`, `purchase` or `play`), when its condition holds and its player can pay, the player fires it (action `fire`) or declines (`end`).",
  ),
  start: entry("on turn start   on phase start attack", "The event as a turn or a phase begins (of the player to move)."),
  battle: entry(
    "on battle start   on battle roll   on battle end   for this battle   attack +2 for this battle",
    "The event as an attack is declared, before its first roll (A19), or is over (decided or stopped); a lasting effect (a rule's border, a card's die bonus) that ends with the next battle (EP6).",
  ),
  crossing: entry("on crossing gold = 10", "The event as a player's resource reaches or passes the value, from below or above (A10)."),
  open: entry("open Alaska -- Iceland", "A border that exists while the rule's effect lasts (A3)."),
  close: entry('close Brazil -- "North Africa"', "A border of the map that does not exist while the rule's effect lasts (A5)."),
  give: entry(
    "give gold 2 to seat % players + 1",
    "Up to that much of the player's resource goes to the seat the formula names (1 is the first seat; A8).",
  ),
  game: entry(
    'end game   end game "the last card"',
    "An effect of a rule or a card (EF2): the game ends now and the end's ranking names the winners; the result's reason is the text, else the rule's or the card's name.",
  ),
  becomes: entry("owner becomes players + 1", "The territory in question passes to that seat with its armies, at least one (A7)."),
  for: entry(
    "for this battle   for this turn   attack +1 for this battle",
    "How long lasting effects last: a rule's borders, a played card's die bonus (EP6).",
  ),
  this: entry("for this battle   for this turn", "The battle or turn under way (EP6: a card's bonus for the battle fought next)."),
  your: entry(
    "until your next turn   defend +1 until your next turn",
    "A lasting effect lasts until its player's next turn begins: a rule's (A5), a played card's (EP6).",
  ),
  next: entry(
    "until your next turn   defend +1 until your next turn",
    "A lasting effect lasts until its player's next turn begins: a rule's (A5), a played card's (EP6).",
  ),
};

/** Functions, operators and words of formulas. */
const formulas: Record<string, ReferenceEntry> = {
  floor: entry("floor(x)", "The whole number at or below x (armies need whole numbers: `floor(count(territories owned) / 3)`)."),
  ceil: entry("ceil(x)", "The whole number at or above x."),
  min: entry("min(a, b, ...)   min over seats s: f", "The smallest of the values."),
  max: entry(
    "max(a, b, ...)   max over seats s: f   counter ... max cap   deal territories by choice armies 1 max c",
    "The largest of the values; on a counter, its cap; on a deal by choice (S10) or at random (S13), the most territories a seat may hold (a formula of the seat; a neutral seat is dealt its cap at random first, a seat at its cap is passed over, and what no seat may take stays empty).",
  ),
  abs: entry("abs(x)", "The value without its sign."),
  count: entry(
    "count(territories owned in Asia)   count over seats s: c",
    "How many: the members of a set, or the seats for which the condition holds.",
  ),
  sum: entry(
    "sum(bonus of groups owned)   sum(value of territories in objective)   sum over territories ...: f",
    "The total of an attribute over a set, or of a formula over seats or territories.",
  ),
  all: entry("all over seats s: c   trade all", "The condition holds for every seat."),
  any: entry("any over seats s: c   set 2 any   moves any", "The condition holds for some seat; in a set, any cards."),
  if: entry("if c then a else b", "a when the condition holds, else b."),
  ordered: entry(
    'phase spend when ordered "Spend" { buy }',
    "PO4: true in the turn in which the player to move chose that order (of a `choose` effect, on a card turned up or in a rule).",
  ),
  then: entry("if c then a else b   values 4, 6 then +5", "The value when the condition holds; in `values`, the step after the list."),
  else: entry("if c then a else b   by players { 3: 35, else: 20 }", "The value otherwise."),
  and: entry("a and b", "Both conditions hold."),
  or: entry("a or b", "At least one condition holds."),
  not: entry("not c", "The condition does not hold."),
  true: entry("true", "The condition that always holds."),
  false: entry("false", "The condition that never holds."),
  by: entry("by players { 3: 35, 4: 30, else: 20 }", "A table keyed by a whole number."),
  groups: entry("groups owned   sum(bonus of groups owned)", "The set of the map's groups."),
  in: entry(
    "territories in Asia   territories in objective   param x: int = 1 in 1..10",
    "Narrows a set to a group, or to the player's objective; on a parameter, its range.",
  ),
  of: entry(
    "sum(value of territories)   points of s   Scout of source   Siege of moving",
    "Reads an attribute of a set, or a value of another seat or territory; `U of moving` counts unit type U among the pieces that attack or invade, in `attack where` (MV1).",
  ),
  int: entry("param x: int = 3", "The type of whole numbers."),
  bool: entry("param x: bool = true", "The type of true and false."),
  when: entry('phase name when c   trade forced when c   win "name" when c', "The condition under which it applies."),
  each: entry(
    "counter c each round -1   build Fort by choice 1 each   deal 3 each   attacker +1 on each",
    "Per round, or per player; D3: `on each`, on every die of the side.",
  ),
};

/** Game quantities: what formulas read of the game. */
const quantities: Record<string, ReferenceEntry> = {
  players: entry("players", "The number of players of the game (neutral seats are not players)."),
  alive: entry("alive", "The players still in the game."),
  round: entry("round", "The round being played, from 1."),
  turn: entry("turn", "The turns the player in question has had."),
  conquered: entry("conquered", "The territories the player took this turn."),
  armiesDestroyed: entry(
    "draw effect 1 when armiesDestroyed >= 6   count over seats s: armiesDestroyed of s > 0",
    "The turn's history: armies and units of others destroyed in the attacks of the player to move this turn; `of s` (H6): of seat s alone (0 for the player to move).",
  ),
  armiesLost: entry(
    "gain gold armiesLost   all over seats s: armiesLost of s < 4",
    "The turn's history: armies and units the player to move lost in its attacks this turn; `of s` (H6): what seat s lost this turn, attacking or defending.",
  ),
  unitsLost: entry(
    "attack where unitsLost == 0   count over seats s: unitsLost of s > 0",
    "The turn's history (H6): units the player to move lost in its attacks this turn; `of s`: units seat s lost this turn, attacking or defending.",
  ),
  unitsDestroyed: entry(
    "draw effect 1 when unitsDestroyed >= 2   max over seats s: unitsDestroyed of s",
    "The turn's history (H6): units of others the player to move destroyed this turn (a unit left on a territory that falls included); `of s`: of seat s alone.",
  ),
  eliminations: entry("draw 2 when eliminations > 0", "The turn's history: players the player to move put out of the game this turn."),
  topFaces: entry(
    "draw effect 1 when topFaces >= 2   any over seats s: s != toMove and topFaces of s >= 2",
    "The turn's history (H4): dice the player to move rolled this turn showing their top face (a 6 on a d6), as they fell, before any bonus; `of s` (H7): seat s's, its defence dice included.",
  ),
  lastRollBest: entry(
    "gain gold lastRollBest   max over seats s: lastRollBest of s",
    "The turn's history (H5): the highest face of the last roll of the player to move this turn, before any bonus (0 before its first roll); `of s` (H7): of seat s's last roll, a defence included.",
  ),
  conqueredThisTurn: entry(
    "count(territories owned where conqueredThisTurn > 0)",
    "The turn's history at the territory in question (H1): 1 if it was conquered this turn, else 0.",
  ),
  previousOwner: entry(
    "attack where previousOwner of source == 0",
    "The turn's history at the territory in question (H1): the seat it was conquered from this turn; 0 if not conquered this turn or it was nobody's.",
  ),
  attacksFrom: entry(
    "attack where attacksFrom of source == 0",
    "The turn's history at the territory in question (H2): the attacks made from it this turn.",
  ),
  movedIn: entry(
    "attack where movedIn of source == 0",
    "The turn's history at the territory in question (H3): the pieces (armies and units) moved into it this turn.",
  ),
  unitsMoved: entry(
    "attack where unitsMoved of source == 0",
    "The turn's history of units at the territory in question (PB13): its owner's units standing on it that moved this turn (from one territory to another: a move, a jump, a strike).",
  ),
  unitsAttacked: entry(
    "gain gold unitsAttacked of source",
    "The turn's history of units at the territory in question (PB13): its owner's units standing on it that joined an attack this turn.",
  ),
  unitsArrived: entry(
    "count(territories owned where unitsArrived > 0)",
    "The turn's history of units at the territory in question (PB13): its owner's units standing on it that came onto the board this turn (bought, revived, put down).",
  ),
  hasMoved: entry(
    "unit Tank limit 3 { attack when hasMoved == 0 }",
    "The unit in question (PB13, a unit type's `attack when`): 1 if it moved this turn (a move, a jump, a strike), else 0.",
  ),
  hasAttacked: entry(
    "unit Tank limit 3 { attack when hasAttacked == 0 }",
    "The unit in question (PB13, a unit type's `attack when`): 1 if it joined an attack earlier this turn, else 0.",
  ),
  hasArrived: entry(
    "unit Tank limit 3 { attack when hasArrived == 0 }",
    "The unit in question (PB13, a unit type's `attack when`): 1 if it came onto the board this turn (bought, revived, put down), else 0.",
  ),
  seat: entry("seat", "The seat number of the player in question (from 1)."),
  lastSeat: entry("lastSeat", "The last seat's number."),
  toMove: entry("toMove", "The seat whose turn it is (M6)."),
  enemies: entry("enemies", "The enemy neighbours of the territory in question (`leave`, `keep`)."),
  size: entry("size", "The territories of the group in question (a dealing `limit`)."),
  attackerDice: entry("attackerDice", "The dice the attacker rolls (in `require`)."),
  defenderDice: entry("defenderDice", "The dice the defender rolls (in `require`)."),
  reserve: entry("reserve", "The player's pieces not on the board."),
  leaders: entry("leaders", "The leaders in the territory in question."),
  markers: entry("markers", "MK1: the markers lying face down on the territory in question, whoever put them (`put`)."),
  contested: entry(
    "contested",
    "CT5: whether the territory in question is contested: an invader moved in and its battle comes at the round's end (`battles at round end`). True or false: `territories owned where not contested`.",
  ),
  handValue: entry("handValue", "The summed card values (the deck's attribute) of the player's hand (E11)."),
  setValue: entry("setValue", "The summed values of the cards a `set sum` trades, in its `worth` (E11)."),
  hand: entry("hand", "The cards the player holds."),
  dice: entry("dice", "The dice rolled in the last roll (in `conquer move >= dice`)."),
  roll: entry("roll", "The total of a `roll` step's dice."),
  armies: entry("armies", "The armies in the territory in question."),
};

/** The reference text of a keyword, function or quantity, if it has one. `inFormula` prefers a quantity's meaning. */
export function referenceFor(word: string, inFormula = false): ReferenceEntry | undefined {
  const own = (table: Record<string, ReferenceEntry>) => (Object.prototype.hasOwnProperty.call(table, word) ? table[word] : undefined);
  if (inFormula) return own(quantities) ?? own(formulas) ?? own(statements) ?? own(sections);
  return own(sections) ?? own(statements) ?? own(formulas) ?? own(quantities);
}

/** A reference entry as markdown: the syntax in a code block, then the text. */
export function referenceMarkdown(e: ReferenceEntry): string {
  return `\`\`\`riskc\n${e.syntax}\n\`\`\`\n${e.text}`;
}

/** The quantities with a text (a test holds it to the compiler's list). */
export const documentedQuantities: readonly string[] = Object.keys(quantities);
