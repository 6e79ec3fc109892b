// Every check fires on the input it exists for and stays silent on correct variants; the code
// table has no duplicate codes and every code is exercised by a test or a golden file.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { codes, compile } from "../../compiler/index.js";
import { checkRegistry } from "../../compiler/checks/registry.js";
import { codesOf, compileText, mini, miniVariant } from "../support/variants.js";
import { bigMap } from "../fuzz/shapes.js";

/** S3: the mini variant with a neutral seat and this setup. */
const withNeutral = (setup: string) =>
  mini(["armies by players { 2: 10, 3: 8, 4: 6 }", setup], ["  setup {", '  seats { neutral "Rovers" { armies 2 } }\n  setup {']);

/** The classic variant with `body` added: the v2 constructs need a whole board to be tried on. */
function classicWith(body: string): string {
  return `variant "X" extends "classic" { ${body} }`;
}

/** [code, input that must raise it]. Inputs are the mini variant with one thing broken. */
const fires: [string, string][] = [
  ["RISK1001", mini(["players 2..4", "players 2.."])],
  ["RISK1002", mini(["players 2..4", "players 2..4 @"])],
  ["RISK1003", "   \n"],
  ["RISK1004", "variant\u0000\u0001\u0002 binary"],
  ["RISK2001", mini(["C -- D", "C -- E"])],
  ["RISK2002", mini(["receive max(3", "receive count(territories in Nort) + max(3"])],
  ["RISK2003", mini(["receive max(3", "receive ownd + max(3"])],
  ["RISK2004", mini(["receive max(3", "receive sum(value of territories owned) + max(3"])],
  [
    "RISK2005",
    mini(
      ["players 2..4", "players 2..4\n  param p: adjacent | connected = connected"],
      ["phase attack {", "phase move { fortify path sideways }\n    phase attack {"],
    ),
  ],
  ["RISK2006", mini(["{ A, B, C, D }", "{ A, B, C, D, A }"])],
  ["RISK2007", mini(["continent South bonus 1", "continent North bonus 1"])],
  ["RISK2008", mini(["players 2..4", "players 2..4\n  param x: int = 1\n  param x: int = 2"])],
  ["RISK2009", mini(["territories {", "attribute v: int = 0\n    attribute v: int = 1\n    territories {"])],
  ["RISK2010", mini(["phase attack {", "phase reinforce { place }\n    phase attack {"])],
  ["RISK2011", mini(["players 2..4", "players 2..4\n  players 2..3"])],
  ["RISK2012", 'variant "X" extends "nowhere" { }'],
  ["RISK2014", mini(["armies by players { 2: 10, 3: 8, 4: 6 }", "armies hand"])],
  ["RISK2017", mini(["players 2..4", "players 2..4\n  param round: int = 1"])],
  ["RISK2018", mini(["  combat {", '  objectives {\n    objective "A" { A }\n    objective "A" { B }\n  }\n  combat {'])],
  [
    "RISK2019",
    mini([
      "  combat {",
      '  effects {\n    card "X" { use on attack: ties attacker }\n    card "X" { use on attack: ties attacker }\n  }\n  combat {',
    ]),
  ],
  ["RISK3001", mini(["C -- D", "C -- D, C"])],
  ["RISK3002", mini(["C -- D", "C -- D\n      D -- C"])],
  ["RISK3003", mini(["{ A, B, C, D }", "{ A, B, C, D, E }"], ["C -- D", "C -- D, E"])],
  ["RISK3004", mini(["bonus 1 { C, D }", "bonus 1 { C, D, A }"])],
  ["RISK3005", mini(["continent South", "continent Empty { }\n    continent South"])],
  ["RISK3006", mini(["A -- B, C", "A -- B"])],
  ["RISK3007", mini(["C -- D", "C -- D\n      remove A -- D"])],
  ["RISK3008", mini(["territories {", "attribute symbol: x | y\n    territories {"])],
  [
    "RISK3009",
    mini(
      ["territories { A, B, C, D }", "territories { A }"],
      [/continent North[^\n]*\n/, ""],
      [/continent South[^\n]*\n/, ""],
      [/borders \{[^}]*\}/, ""],
    ),
  ],
  ["RISK3010", mini(["C -- D", "C -- D\n      C -> D"])],
  ["RISK3011", mini(["bonus 2 { A, B }", "bonus 2 { A, B, A }"])],
  ["RISK4001", mini(["players 2..4", "players 2..9"])],
  ["RISK4002", mini(["3: 8, ", ""])],
  ["RISK4003", mini(["receive max(3, floor(count(territories owned) / 3))", "receive true"])],
  ["RISK4004", mini(["receive max(3, floor(count(territories owned) / 3))", "receive count(territories owned) / 3"])],
  ["RISK4005", mini(["phase attack {", "phase attack when players == 7 {"])],
  ["RISK4006", mini(["max(3, floor", "max(floor"])],
  ["RISK4007", 'variant "X" { players 2..4 }'],
  ["RISK4008", mini(["defender dice 1..2", "defender dice 0..2"])],
  ["RISK4009", mini(["players 2..4", "players 2..4\n  param x: int = 9 in 1..3"])],
  ["RISK4010", mini(["{ 2: 10, 3: 8, 4: 6 }", "{ 2: 10, 3: 8, 4: 6, 2: 1 }"])],
  ["RISK4011", 'variant "X" extends "classic" { cards { set 5 distinct } }'],
  ["RISK4012", mini([/win "domination"[^\n]*/, "eliminated when count(territories owned) == 0"])],
  ["RISK4013", mini(["phase attack {\n      attack\n    }", "phase attack { }"])],
  ["RISK4015", mini(["floor(count(territories owned) / 3)", "floor(count(territories owned) / 0)"])],
  ["RISK4016", 'variant "X" extends "classic" { map { attribute pts: int = 1 } cards { deck territories showing pts } }'],
  ["RISK4017", mini(["phase attack {", "phase draw { draw 1 }\n    phase attack {"])],
  ["RISK4018", mini(["armies by players { 2: 10, 3: 8, 4: 6 }", "armies 10\n    place remaining batch 0"])],
  ["RISK4019", mini(["      place\n", "      place\n      receive 2\n"])],
  ["RISK4020", mini(["armies by players { 2: 10, 3: 8, 4: 6 }", "armies 10\n    deal objectives"])],
  [
    "RISK4021",
    mini(
      ["armies by players { 2: 10, 3: 8, 4: 6 }", "armies 10\n    deal objectives"],
      ["  combat {", '  objectives {\n    objective "A" { A }\n    objective "B" { B }\n  }\n  combat {'],
    ),
  ],
  ["RISK4023", mini([/win "domination"[^\n]*/, 'win "x" when a > 3\n    score a = b + 1\n    score b = a'])],
  ["RISK4025", mini(["  combat {", '  leaders {\n    leader "A" seat 1 { form robot }\n    leader "B" seat 1 { form robot }\n  }\n  combat {'])],
  ["RISK4024", mini(["  combat {", "  teams when players == 4 {\n    team 1, 3\n    team 2, 5\n  }\n  combat {"])],
  ["RISK4022", mini(["  combat {", '  objectives {\n    objective "Nothing" { }\n  }\n  combat {'])],
  // E1: with 3 or 4 players, the seats after 2 play no faction.
  ["RISK4026", mini(["  combat {", "  factions {\n    faction X when seat <= 2\n  }\n  combat {"])],
  ["RISK1005", mini(["receive max(3", `receive ${"(".repeat(70)}1${")".repeat(70)} + max(3`])],
  ["RISK1006", `${miniVariant}/* a note never closed`],
  ["RISK1007", mini(["armies by players { 2: 10, 3: 8, 4: 6 }", "armies 99999999999"])],
  ["RISK1008", `// ${"x".repeat(1_100_000)}\n${miniVariant}`],
  ["RISK3012", bigMap(10_001)],
  ["RISK4027", mini(["players 2..4", "players 4..2"])],
  ["RISK4028", mini(["players 2..4", "players 2..4\n  param spare: int = 1"])],
  [
    "RISK4029",
    mini([
      /win "domination"[^\n]*/,
      'win "domination" when count(territories owned) == count(territories)\n    score spare = count(territories owned)',
    ]),
  ],
  ["RISK4030", mini(["      receive max(3, floor(count(territories owned) / 3))\n      place\n", "      place\n      receive 3\n"])],
  ["RISK4031", mini(["    phase reinforce {", "    phase raid {\n      attack\n    }\n    phase reinforce {"])],
  ["RISK4032", mini(["defender dice 1..2", "defender dice 1..2\n    die d100"])],
  // The v2 model (docs/language-design.md): each mistake next to its correct form in `silent`.
  ["RISK4033", classicWith("choices { choice colour: red | blue | green | pink | black distinct } setup { choose colour }")],
  ["RISK4034", classicWith('objectives { objective "Destroy blue" when alive < 3 instead "Occupy 30" when seat == 1 } setup { deal objectives }')],
  ["RISK4035", classicWith('seats { neutral "Neutral" { armies 40 } } setup { armies 40 }')],
  ["RISK4036", classicWith("resources { resource gold = 5 } market { offer army cost 2 gold } turn { phase market { buy } }")],
  ["RISK4037", classicWith("buildings { building Fort { limit 0 } } setup { build Fort randomly 3 }")],
  ["RISK4038", classicWith("units { unit Scout limit 0 { die d8 } }")],
  ["RISK4039", classicWith("combat { defender reroll <= 6 }")],
  ["RISK4040", classicWith("resources { resource gold per player = 5 } setup { order by bid gold  order by seat }")],
  // The codes split from catch-alls (issue 25): their examples (code-examples.test.ts) and one more input each.
  ["RISK1009", mini(["      place\n", "      placee\n"])],
  ["RISK1010", mini(["    phase attack {\n      attack\n    }", "    phase attack {\n      attack"])],
  ["RISK1011", `${miniVariant}}\n`],
  ["RISK1012", mini(["players 2..4", "players 2..4\n  param phase: int = 1"])],
  ["RISK1013", 'variant "X" extends "classic" {\n  cards {\n    ties defender\n  }\n}'],
  ["RISK2020", classicWith("choices { choice placeBatch: red | blue } setup { choose placeBatch }")],
  ["RISK2021", classicWith('map { switch "S" starts on { on: Alaska -- Greenland } switch "S" starts on { on: Iceland -- Quebec } }')],
  [
    "RISK2022",
    mini(["  combat {", '  factions {\n    entry "E" { A }\n    entry "E" { B }\n    faction X when seat >= 1 { enters "E" }\n  }\n  combat {']),
  ],
  ["RISK2023", mini(["  combat {", "  factions {\n    faction X when seat >= 1\n    faction X when seat >= 2\n  }\n  combat {"])],
  ["RISK2024", classicWith('players 3..4 seats { neutral "N" { armies 1 } neutral "N" { armies 1 } }')],
  ["RISK2025", mini(["  combat {", '  leaders {\n    leader "A" seat 1 { form robot }\n    leader "A" seat 2 { form robot }\n  }\n  combat {'])],
  ["RISK2026", classicWith("units { unit Scout limit 2 { die d6 form walk: jump form walk: retreat } }")],
  ["RISK2027", classicWith("choices { choice side: north | south | north } setup { choose side }")],
  ["RISK3013", classicWith('map { switch "S" starts off { off: remove Alaska -- Kamchatka } }')],
  ["RISK3014", classicWith("map { attribute hills: bool = 3 }")],
  ["RISK3015", mini(["  map {", '  map "Isles" instead {'])],
  ["RISK3016", mini(["continent North bonus", "continent North [colour bleu] bonus"])],
  ["RISK3017", mini(["continent North bonus", "continent North [shade dark] bonus"])],
  ["RISK3017", mini(["continent North bonus", "continent North [colour red, colour blue] bonus"])],
  ["RISK4041", classicWith('leaders { leader "A" seat 1 { die d200 form robot } }')],
  ["RISK4042", classicWith("cards { set 0 any }")],
  ["RISK4043", classicWith("cards { set 3 any of cavalry }")],
  ["RISK4044", classicWith("map { attribute points: int = 1 } cards { deck territories showing points  set 2 any  set sum >= 5 worth setValue }")],
  ["RISK4045", mini(["phase attack {", "phase move { fortify moves 1 cede to partner }\n    phase attack {"])],
  ["RISK4046", classicWith("turn { phase shift { switch near leader } }")],
  ["RISK4047", classicWith("resources { resource gold per player = 5 } market { offer effect cost 3 gold } turn { phase market { buy } }")],
  ["RISK4048", classicWith('effects { card "C" copies 2 { on reveal: armies +1 } } turn { phase reveal { reveal effect } }')],
  ["RISK4049", classicWith("turn { phase shift { switch when round > 3 } }")],
  ["RISK4050", classicWith("turn { phase reinforce { receive 3  buy  place } }")],
  ["RISK4051", classicWith("setup { place remaining batch 2 neutral 2 }")],
  ["RISK4052", classicWith('effects { deal 1 each  card "Blank" copies 3 { } }')],
  ["RISK4053", classicWith("combat { defender dice 1..2 leave 0 }")],
  ["RISK4054", classicWith("teams { team 1, 2  team 2, 3 }")],
  ["RISK4055", classicWith("teams { }")],
  ["RISK4056", classicWith('leaders { leader "A" seat 1 { } leader "B" seat 2 { form robot } }')],
  ["RISK4057", classicWith('leaders { leader "A" seat 0 { form robot } }')],
  ["RISK4058", classicWith('leaders { leader "A" seat 1 { form robot: fortifyPath } }')],
  ["RISK4059", classicWith('leaders { leader "A" seat 1 { form robot: attack +if players > 4 then 2 else 1 } }')],
  ["RISK4060", classicWith('param weak: int = -2 leaders { leader "A" seat 1 { form robot: attack +weak } }')],
  ["RISK4061", classicWith("factions { }")],
  ["RISK4062", classicWith('factions { entry "Gate" { } faction X when seat >= 1 { enters "Gate" } }')],
  [
    "RISK4063",
    classicWith(
      'factions { entry "Gate" { Alaska } faction X when seat < players { enters "Gate" } faction Y when seat == players { neutral enters "Gate" } }',
    ),
  ],
  [
    "RISK4064",
    classicWith(
      'factions { entry "Gate" { Alaska } faction X when seat == 1 { enters "Gate" } faction Y when seat >= 2 } setup { armies 0  deal territories to X armies 1 }',
    ),
  ],
  ["RISK4065", classicWith("resources { resource gold per player = 5 } setup { order by gold each week }")],
  ["RISK4066", classicWith("counters { counter power per player = 1  token Orb count 3 refills power }")],
  ["RISK4067", classicWith("counters { counter power = 1  token Orb count 3 refills power  token Gem count 3 refills power }")],
  ["RISK4068", classicWith('effects { deal 2 each  card "C" when seat == 1 { on reveal: armies +1 } }')],
  ["RISK4069", classicWith('effects { deal 1 each  card "C" copies 2 { use on defend: ties defender  on reveal pass: armies +1 } }')],
  ["RISK4070", classicWith('effects { card "C" copies 2 { use on defend: ties attacker } }')],
  ["RISK4071", classicWith('buildings { building Fort { } } effects { deal 1 each  card "C" copies 2 { on reveal pass: build Fort } }')],
  ["RISK4072", classicWith('effects { card "C" copies 20000 { on reveal: armies +1 } }')],
  ["RISK4073", mini(["players 2..4", "players 2..6"])],
  ["RISK4074", mini(["armies by players { 2: 10, 3: 8, 4: 6 }", "armies by players { 2: 10, 3: 8, 4: 60000 }"])],
  ["RISK4075", classicWith("choices { choice home: territory owned distinct secret } setup { choose home }")],
  ["RISK4076", classicWith("choices { choice home: territory owned distinct } setup { choose home }")],
  ["RISK4077", classicWith("buildings { building Fort { } } setup { build Fort by choice 1 each  deal territories randomly armies 1 }")],
  ["RISK4078", classicWith("choices { choice side: north | south } setup { choose side } cards { except side }")],
  ["RISK4079", classicWith('objectives { objective "A" when round > 3 instead "A" when alive < 3 }')],
  [
    "RISK4080",
    classicWith('objectives { objective "A" when round > 3 instead "B" when seat == 1  objective "B" when round > 5 instead "A" when seat == 2 }'),
  ],
  ["RISK4081", classicWith('seats { neutral "N" { armies 1 } } setup { exchange seat tokens when players > 3 }')],
  ["RISK4082", classicWith('seats { neutral "N" { armies 1 } } setup { deal territories by choice armies 1 }')],
  ["RISK4083", classicWith("resources { resource gold per player = 5 } market { offer armies cost 2 gold }")],
  ["RISK4084", classicWith('leaders { leader "A" seat 1 { form robot } } resources { resource gold per player = 5 } market { offer A cost 9 gold }')],
  ["RISK4085", classicWith("resources { resource gold per player = 5 } market { offer card cost 4 gold where armies > 2 }")],
  ["RISK4086", classicWith("counters { counter power = 30 max 20 }")],
  ["RISK4087", classicWith("units { unit Scout limit count(territories owned) { die d6 } }")],
  ["RISK4088", classicWith("combat { defender +21 when armies > 3 }")],
  ["RISK4089", classicWith("setup { order by count(territories owned) > 5, seat }")],
  ["RISK4090", classicWith("combat { defender +1 on die 3 when armies > 3 }")],
  ["RISK4091", classicWith("combat { attacker reroll lowest 4 }")],
  ["RISK4092", classicWith("combat { attacker dice 1..3 leave 1 by choice }")],
  ["RISK4200", classicWith("combat { defender dice 1..3 by choice when armies >= 5 }")],
  ["RISK4201", classicWith("combat { defender dice 2..3 when armies >= 5 }")],
  ["RISK4202", classicWith("combat { defender dice 1..2 by choice  defender dice 1..3 when armies >= 5 }")],
  // S1–S3 (the setup program): each mistake next to its correct form in `silent`.
  ["RISK4140", mini(["armies by players { 2: 10, 3: 8, 4: 6 }", "armies 10  leave 1 neutral armies 1"])],
  ["RISK4141", withNeutral("armies 10  deal territories randomly armies 1 where armies == 0  place remaining  leave 1 neutral armies 1")],
  ["RISK4142", withNeutral("armies 10  deal territories randomly armies 1  leave 1 neutral armies 1")],
  ["RISK4143", classicWith('leaders { leader "Chief" seat 1 { form robot } } setup { units 1 Chief each randomly }')],
  ["RISK4145", mini(["armies by players { 2: 10, 3: 8, 4: 6 }", "armies 10  leave 1 empty  deal territories randomly armies 1"])],
  ["RISK4144", classicWith("units { unit Ranger limit 2 { die d8 } } setup { units 3 Ranger each randomly }")],
  // S9/S10 (the setup program's deals).
  ["RISK4190", classicWith("setup { armies 30  deal territories by choice evenly armies 1 }")],
  ["RISK4191", classicWith("setup { armies 30  deal territories randomly evenly armies 1 }")],
  ["RISK4270", classicWith("setup { armies 30  deal territories randomly evenly armies 1 max 12 }")],
  // Part A: the rules section.
  ["RISK2030", classicWith(`rules { rule "R" on rond end { armies +1 } }`)],
  [
    "RISK2031",
    classicWith(
      `resources { resource gold per player = 0  resource storms = 0 }  buildings { building Fort }  rules { rule "R" on turn start { build Fort } }`,
    ),
  ],
  ["RISK2032", classicWith(`rules { rule "R" on turn start { armies +1 } rule "R" on turn end { armies +1 } }`)],
  ["RISK3018", classicWith(`rules { rule "R" on turn start for this turn { open Alaska -- Alberta } }`)],
  ["RISK3019", classicWith(`rules { rule "R" on turn start for this turn { close Alaska -- Peru } }`)],
  [
    "RISK4100",
    classicWith(
      `resources { resource gold per player = 0  resource storms = 0 }  buildings { building Fort }  rules { rule "R" on turn start cost 1 storms { armies +1 } }`,
    ),
  ],
  ["RISK4101", classicWith(`rules { rule "R" on turn start for this turn { armies +1 } }`)],
  ["RISK4102", classicWith(`rules { rule "R" on turn start for this battle { open Alaska -- Iceland } }`)],
  ["RISK4103", classicWith(`rules { rule "R" on turn start { each territory { each territory { lose 1 } } } }`)],
  ["RISK4104", classicWith(`effects { card "C" { on reveal: open Alaska -- Iceland } }`)],
  [
    "RISK4107",
    classicWith(
      `map { switch "Gate" starts off { on: Alaska -- Greenland } }  rules { rule "R" on turn start for this turn { open Alaska -- Greenland } }`,
    ),
  ],
  [
    "RISK4108",
    classicWith(`rules { rule "A" on turn start for this turn { open Alaska -- Iceland } rule "B" on turn end { close Iceland -- Alaska } }`),
  ],
  // L1: `leaders per seat` fixed and from 1 to 8; no seat with more leaders than it allows.
  ["RISK4160", classicWith('leaders { leaders per seat 0  leader "A" seat 1 { attack +1 } }')],
  [
    "RISK4161",
    classicWith('leaders { leaders per seat 2  leader "A" seat 1 { attack +1 }  leader "B" seat 1 { form one }  leader "C" seat 1 { defend +1 } }'),
  ],
  // PB1: a leader `from market` that no offer sells.
  ["RISK4210", classicWith('leaders { leader "A" seat 1 from market { attack +1 } }')],
  ["RISK4271", classicWith('leaders { leader "A" { attack +1 } }')],
  // PB5: destroyed armies into a resource nothing spends.
  ["RISK4211", classicWith("limits { destroyed into heap } resources { resource heap per player = 0 }")],
  // PB9: a border `with` a piece names a unit type, and stands in `borders`.
  ["RISK2060", classicWith("map { borders { Alaska -- Greenland with Fleet } }")],
  ["RISK4212", classicWith('map { switch "Tide" starts on { on: Alaska -- Greenland with Fleet } } units { unit Fleet limit 1 { die d6 } }')],
  // PB13/U1: a unit's `attack when` once; a size under a condition that is its own die.
  ["RISK4240", classicWith("units { unit Tank limit 1 { die d6  attack when hasMoved == 0  attack when hasArrived == 0 } }")],
  ["RISK4241", classicWith("units { unit Tank limit 1 { die d8  die d8 when armies > 3 } }")],
  // DK1–DK6, EP1–EP7: named decks and the cards played from them.
  ["RISK2035", classicWith('effects gods { card "Bolt" { on draw: armies +1 } } effects gods { card "Storm" { on draw: armies +2 } }')],
  ["RISK2036", classicWith('effects gods { card "Bolt" { on draw: armies +1 } card "Bolt" { on draw: armies +2 } }')],
  ["RISK2037", classicWith('effects gods { card "Bolt" { on draw: armies +1 } } turn { phase draw { draw effect 1 from godz } }')],
  ["RISK4120", classicWith('effects { card "Bolt" { use on attack: ties attacker  on play: armies +1 } }')],
  ["RISK4121", classicWith('effects gods { card "Bolt" { use on attack: ties attacker  on draw: armies +1 } }')],
  ["RISK4122", classicWith('effects gods { card "Blank" { } }')],
  ["RISK4123", classicWith('effects gods { card "Bolt" { on play: armies +1 on play: armies +2 } } turn { phase gods { play } }')],
  ["RISK4124", classicWith("effects gods { reshuffle }")],
  ["RISK4125", classicWith('effects gods { card "Bolt" { on play: armies +1 } }')],
  ["RISK4126", classicWith('effects gods { card "Bolt" { on draw: armies +1 } } turn { phase gods { play } }')],
  [
    "RISK4127",
    classicWith(
      'effects gods { card "B" { on draw: armies +1 } } resources { resource gold per player = 2 } market { offer army from gods cost 3 gold }',
    ),
  ],
  // One effect kind: a card takes the rules' effects, but a border is a rule's.
  ["RISK4170", classicWith('effects gods { card "Bridge" { on draw: open Alaska -- Iceland } }')],
  ["RISK4171", classicWith('leaders { leader "Chief" seat 1 { form one } }  rules { rule "R" on turn start { units 1 Chief } }')],
  // DK7 (GT10): placed cards; EP9/EP10: play windows.
  ["RISK4180", classicWith('effects gods { reshuffle card "Doom" in bottom half { on draw: armies +1 } card "B" copies 3 { on draw: armies +1 } }')],
  ["RISK4181", classicWith('effects gods { card "Doom" copies 4 in bottom half { on draw: armies +1 } card "B" copies 2 { on draw: armies +1 } }')],
  ["RISK4182", classicWith('effects gods { card "Rally" { on play during attack: armies +2 } }')],
  // Part A's remaining events (A14–A20).
  ["RISK2070", classicWith('rules { optional rule "Loot" on battle end { armies +1 } }')],
  ["RISK4220", classicWith('rules { rule "Shopper" on purchase { armies +1 } }')],
  ["RISK2071", classicWith('rules { rule "Drums" on battle roll { armies +1 } }')],
  [
    "RISK2072",
    classicWith('resources { resource gold per player = 0 }  rules { rule "Drums" on battle roll cost 1 gold { attack +1 for this battle } }'),
  ],
  ["RISK4220", classicWith('effects gods { card "Omen" { on draw: armies +1 } }  rules { rule "Zeal" on play gods { armies +1 } }')],
  // EF5/EF6: decisions the rules ask for.
  ["RISK2075", classicWith('rules { rule "R" on turn start { move 2 armies } }')],
  ["RISK4230", classicWith('rules { rule "R" on turn start { discard 1 } }')],
  // MK1/MK3: markers.
  ["RISK2085", classicWith('effects bases { card "Decoy" copies decoys {} } turn { phase hide { put 1 from bases } }')],
  // Programmed orders (PO1-PO7).
  [
    "RISK2087",
    classicWith(
      'resources { resource gold per player = 0 }\neffects orders per player { program 1 each round  card "T" copies 2 { on play: choose "Tax" { gain gold 2 } or "Spend" { } } }\nrules { rule "R" on order "Taxes" { gain gold 1 } }',
    ),
  ],
  [
    "RISK2088",
    classicWith(
      'resources { resource gold per player = 0 }\nrules { rule "R" on turn start { choose "Tax" { gain gold 1 } or "Tax" { gain gold 2 } } }',
    ),
  ],
  ["RISK2089", classicWith('effects orders { program 2 each round  card "March" copies 4 { on play: armies +2 } }')],
  [
    "RISK2090",
    classicWith(
      'resources { resource gold per player = 0 }\nrules { rule "R" on turn start { choose "A" { choose "B" { gain gold 1 } or "C" { } } or "D" { } } }',
    ),
  ],
  [
    "RISK2091",
    classicWith(
      'effects a per player { program 1 each round  card "X" copies 2 { on play: armies +1 } }\neffects b per player { program 1 each round  card "Y" copies 2 { on play: armies +2 } }',
    ),
  ],
  ["RISK2092", classicWith('effects orders per player { deal 1 each  program 1 each round  card "March" copies 2 { on play: armies +2 } }')],
  ["RISK2086", classicWith('param n: int = 2\neffects { card "Bolt" copies n { on reveal: armies +1 } }')],
  ["RISK4250", classicWith('effects bases { card "Crown" { on reveal: armies +1 } }')],
  ["RISK4251", classicWith('effects bases { card "Trap" { on reveal pass: lose 2 } } turn { phase hide { put 1 from bases } }')],
  // RB1–RB3: ranked battles.
  ["RISK4260", classicWith("units { unit Archer limit 6 unit Siege limit 2 { die d8 } } combat { rank Archers hits 5+ }")],
  ["RISK4261", classicWith("combat { rank Archer hits 5+ }")],
  ["RISK4262", classicWith("units { unit Archer limit 6 unit Siege limit 2 { die d8 } } combat { rank Siege hits 9+ }")],
  ["RISK4263", classicWith("units { unit Archer limit 6 unit Siege limit 2 { die d8 } } combat { rank Archer hits 5+ rank Archer hits 4+ }")],
  ["RISK4264", classicWith("units { unit Archer limit 6 unit Siege limit 2 { die d8 } } combat { rank Siege dice 11 hits 3+ }")],
  ["RISK4265", classicWith("units { unit Guard limit 2 { hold alone } } combat { rank Guard hits 5+ }")],
  ["RISK4266", classicWith("units { unit Siege limit 20 } combat { rank Siege dice 4 hits 3+ }")],
  // CS1/RR1: casualties by choice and a rank's re-roll.
  ["RISK4320", classicWith("units { unit Archer limit 6 unit Siege limit 2 { die d8 } } combat { rank Archer hits 5+  losses by choice }")],
  ["RISK4321", classicWith("combat { casualties by choice }")],
  [
    "RISK4322",
    classicWith("units { unit Archer limit 6 unit Siege limit 2 { die d8 } } combat { rank Archer hits 5+  defender reroll two rank each round }"),
  ],
  ["RISK4323", classicWith("combat { defender reroll one rank each round }")],
  // CT1–CT6: battles at the round's end, and what the engine does not build beside them.
  ["RISK4280", classicWith("combat { battles at month end }")],
  ["RISK4281", classicWith("combat { defender dice 1..2 by choice  battles at round end }")],
  ["RISK4282", classicWith("factions { faction Raiders when seat >= 1 } combat { battles at round end }")],
  ["RISK4283", classicWith('end { win "calm" when count(territories owned where not contested) >= 30 }')],
  ["RISK4284", classicWith('leaders { leader "Chief" seat 1 { form robot: strike } } combat { battles at round end }')],
  ["RISK4290", classicWith("turn { phase fortify { fortify moves 1 path adjacent within 2 } }")],
  ["RISK4291", classicWith("turn { phase fortify { fortify moves 1 path connected within 0 } }")],
  ["RISK4292", classicWith("turn { phase fortify { fortify moves 1 path connected within 2 leave 1 into battle } }")],
  // SP2: the setup's split onto an adjacent empty territory.
  ["RISK4340", classicWith("setup { armies 30  place 9 each with adjacent empty  deal territories by choice armies 1 max 1 }")],
  ["RISK4341", classicWith("setup { armies 30  deal territories randomly armies 1  place 9 each with adjacent empty }")],
  ["RISK4350", classicWith("resources { resource gold per player = 5 } setup { order by bid gold ties by lot }")],
  // MV1: the units among the pieces on the move.
  ["RISK4360", classicWith("buildings { building Castle } combat { attack where Castle of moving == 0 }")],
  ["RISK4310", classicWith("turn { phase expand { expand into 0 } } combat { battles at round end }")],
  ["RISK4311", classicWith("turn { phase expand { expand into 2 leave 1 } }")],
  ["RISK4312", classicWith("turn { phase expand { expand leave 0 - 1 } } combat { battles at round end }")],
  // TC1–TC4: a territory chosen by an effect.
  ["RISK4300", classicWith('rules { rule "Muster" on turn start { each territory owned { choose territory owned { armies +1 } } } }')],
  ["RISK4301", classicWith('rules { rule "Muster" on turn start { choose territory owned { armies +2 } armies +1 } }')],
  ["RISK4302", classicWith('end { win "line" when count(territories owned connected to chosen) >= 30 }')],
  ["RISK4330", classicWith("map { borders { remove Alaska -- Kamchatka  Alaska -- Kamchatka [sea] } } combat { attack where not across ocean }")],
  ["RISK4331", classicWith('map { borders { remove Alaska -- Kamchatka  Alaska -- Kamchatka [sea] } } end { win "islands" when across sea }')],
  ["RISK4332", classicWith("units { unit Siege limit 4 } turn { phase siege { bombard Seige dice 2 hits 3+ } }")],
  ["RISK4333", classicWith("units { unit Siege limit 4 } turn { phase siege { bombard Siege dice 11 hits 3+ } }")],
  ["RISK4334", classicWith("units { unit Siege limit 4 } turn { phase siege { bombard Siege dice 2 hits 0+ } }")],
];

/**
 * [code, input that must NOT raise it]: the same construct written right, next to its mistake
 * above (a check that also fires on good input is as broken as one that never fires).
 */
const silent: [string, string][] = [
  ["RISK1001", mini(["players 2..4", "players 2..4 // players 2.."])],
  ["RISK1002", mini(["players 2..4", "players 2..4 // # in a comment"])],
  ["RISK1003", `// a comment first\n${miniVariant}`],
  ["RISK1004", mini(['"Mini"', '"Mini é 🎲"'])],
  ["RISK1005", mini(["receive max(3", `receive ${"(".repeat(30)}1${")".repeat(30)} + max(3`])],
  ["RISK1006", `${miniVariant}/* a note, closed */`],
  ["RISK1007", mini(["armies by players { 2: 10, 3: 8, 4: 6 }", "armies 1000000000"])],
  ["RISK1008", `// ${"x".repeat(100_000)}\n${miniVariant}`],
  ["RISK2001", mini(["C -- D", "C -- D, B"])],
  ["RISK2002", mini(["receive max(3", "receive count(territories in North) + max(3"])],
  ["RISK2003", mini(["players 2..4", "players 2..4\n  param spare: int = 1"], ["receive max(3", "receive spare + max(3"])],
  [
    "RISK2004",
    mini(["territories {", "attribute value: int = 1\n    territories {"], ["receive max(3", "receive sum(value of territories owned) + max(3"]),
  ],
  [
    "RISK2005",
    mini(
      ["players 2..4", "players 2..4\n  param p: adjacent | connected = connected"],
      ["phase attack {", "phase move { fortify path p }\n    phase attack {"],
    ),
  ],
  ["RISK2006", mini(["{ A, B, C, D }", "{ A, B, C, D, E }"], ["C -- D", "C -- D, E"], ["bonus 1 { C, D }", "bonus 1 { C, D, E }"])],
  ["RISK2007", mini(["continent South bonus 1", "continent East bonus 1"])],
  ["RISK2008", mini(["players 2..4", "players 2..4\n  param x: int = 1\n  param y: int = 2"], ["receive max(3", "receive x + y + max(3"])],
  ["RISK2009", mini(["territories {", "attribute v: int = 0\n    attribute w: int = 1\n    territories {"])],
  ["RISK2010", mini(["phase attack {", "phase move { fortify moves 1 }\n    phase attack {"])],
  ["RISK2011", mini(["defender dice 1..2", "defender dice 1..2\n    die d8"])],
  ["RISK2012", 'variant "X" extends "classic" { }'],
  ["RISK2013", 'variant "X" extends "risiko" { }'],
  ["RISK2014", mini(["armies by players { 2: 10, 3: 8, 4: 6 }", "armies players * 3"])],
  ["RISK2015", readFileSync("variants/classic.risk", "utf8")],
  ["RISK2016", readFileSync("variants/classic.risk", "utf8")],
  ["RISK2017", mini(["players 2..4", "players 2..4\n  param rounds: int = 1"], ["receive max(3", "receive rounds + max(3"])],
  ["RISK2018", mini(["  combat {", '  objectives {\n    objective "A" { A }\n    objective "B" { B }\n  }\n  combat {'])],
  [
    "RISK2019",
    mini([
      "  combat {",
      '  effects {\n    card "X" { use on attack: ties attacker }\n    card "Y" { use on attack: ties attacker }\n  }\n  combat {',
    ]),
  ],
  ["RISK3001", mini(["C -- D", "C -- D, B"])],
  ["RISK3002", mini(["C -- D", "C -- D\n      B -- D"])],
  ["RISK3003", miniVariant],
  ["RISK3004", miniVariant],
  [
    "RISK3005",
    mini(
      ["continent South", "continent Lone bonus 0 { }\n    continent South"],
      ["bonus 1 { C, D }", "bonus 1 { C }"],
      ["bonus 0 { }", "bonus 0 { D }"],
    ),
  ],
  ["RISK3006", mini(["A -- B, C", "A -- B, C, D"])],
  ["RISK3007", mini(["C -- D", "C -- D\n      remove A -- C\n      B -- C"])],
  ["RISK3008", mini(["territories {", "attribute symbol: x | y = x\n    territories {"])],
  ["RISK3009", miniVariant],
  ["RISK3010", mini(["C -- D", "C -- D\n      B -> D"])],
  ["RISK3011", mini(["bonus 2 { A, B }", "bonus 2 { B, A }"])],
  ["RISK3012", bigMap(10_000)],
  ["RISK4001", mini(["players 2..4", "players 2..8"])],
  ["RISK4002", mini(["3: 8, ", "3: 8, 5: 4, "])],
  ["RISK4003", mini(["receive max(3, floor(count(territories owned) / 3))", "receive if round > 1 then 3 else 4"])],
  ["RISK4004", mini(["receive max(3, floor(count(territories owned) / 3))", "receive ceil(count(territories owned) / 3)"])],
  ["RISK4005", mini(["phase attack {", "phase attack when players == 4 {"])],
  ["RISK4006", mini(["max(3, floor", "max(3, 4, floor"])],
  ["RISK4007", miniVariant],
  ["RISK4008", mini(["defender dice 1..2", "defender dice 1..3"])],
  ["RISK4009", mini(["players 2..4", "players 2..4\n  param x: int = 2 in 1..3"], ["receive max(3", "receive x + max(3"])],
  ["RISK4010", mini(["{ 2: 10, 3: 8, 4: 6 }", "{ 2: 10, 3: 8, 4: 6, else: 1 }"])],
  ["RISK4011", 'variant "X" extends "classic" { cards { set 3 distinct } }'],
  ["RISK4012", miniVariant],
  // A rule's `end game` is a way to end (Risk Europe's crowns at a round's end).
  [
    "RISK4012",
    mini([
      /win "domination"[^\n]*/,
      'eliminated when count(territories owned) == 0 }\n  rules { rule "Time" on round end when round > 9 { end game }',
    ]),
  ],
  ["RISK4013", miniVariant],
  ["RISK4015", mini(["floor(count(territories owned) / 3)", "floor(count(territories owned) / 2)"])],
  ["RISK4016", readFileSync("variants/classic.risk", "utf8")],
  ["RISK4017", 'variant "X" extends "classic" { }'],
  ["RISK4018", mini(["armies by players { 2: 10, 3: 8, 4: 6 }", "armies 10\n    place remaining batch 2"])],
  ["RISK4019", miniVariant],
  [
    "RISK4020",
    mini(
      ["armies by players { 2: 10, 3: 8, 4: 6 }", "armies 10\n    deal objectives"],
      [
        "  combat {",
        '  objectives {\n    objective "A" { A }\n    objective "B" { B }\n    objective "C" { C }\n    objective "D" { D }\n  }\n  combat {',
      ],
    ),
  ],
  [
    "RISK4021",
    mini(
      ["armies by players { 2: 10, 3: 8, 4: 6 }", "armies 10\n    deal objectives"],
      [
        "  combat {",
        '  objectives {\n    objective "A" { A }\n    objective "B" { B }\n    objective "C" { C }\n    objective "D" { D }\n  }\n  combat {',
      ],
    ),
  ],
  ["RISK4022", mini(["  combat {", '  objectives {\n    objective "Some" { A }\n  }\n  combat {'])],
  ["RISK4023", mini([/win "domination"[^\n]*/, 'win "x" when a > 3\n    score a = b + 1\n    score b = count(territories owned)'])],
  ["RISK4024", mini(["  combat {", "  teams when players == 4 {\n    team 1, 3\n    team 2, 4\n  }\n  combat {"])],
  ["RISK4025", mini(["  combat {", '  leaders {\n    leader "A" seat 1 { form robot }\n    leader "B" seat 2 { form robot }\n  }\n  combat {'])],
  ["RISK4026", mini(["  combat {", '  factions {\n    entry "E" { A }\n    faction Humans when seat >= 1 { enters "E" }\n  }\n  combat {'])],
  ["RISK4027", mini(["players 2..4", "players 2..3"])],
  ["RISK4028", mini(["players 2..4", "players 2..4\n  param spare: int = 1"], ["receive max(3", "receive spare + max(3"])],
  [
    "RISK4029",
    mini([
      /win "domination"[^\n]*/,
      'win "domination" when count(territories owned) == count(territories)\n    score spare = count(territories owned)\n    ranking spare',
    ]),
  ],
  ["RISK4030", mini(["      place\n", "      receive 1\n      place\n"])],
  ["RISK4031", mini(["    phase reinforce {", "    phase raid {\n      attack first\n    }\n    phase reinforce {"])],
  ["RISK4032", mini(["defender dice 1..2", "defender dice 1..2\n    die d12"])],
  ["RISK9001", readFileSync("variants/transformers-cybertron.risk", "utf8")],
  // The formatter's code: the compiler never raises it (test/format/format-refusal.test.ts does).
  ["RISK9002", readFileSync("variants/classic.risk", "utf8")],
  ["RISK4033", classicWith("choices { choice colour: red | blue | green | pink | black | yellow distinct } setup { choose colour }")],
  [
    "RISK4034",
    classicWith(
      'objectives { objective "Destroy blue" when alive < 3 instead "Occupy 24" when seat == 1  objective "Occupy 24" when count(territories owned) >= 24 } setup { deal objectives }',
    ),
  ],
  ["RISK4035", classicWith('players 2..2 seats { neutral "Neutral" { armies 40 } } setup { armies 40  place remaining batch 2 neutral 1 }')],
  ["RISK4036", classicWith("resources { resource gold per player = 5 } market { offer army cost 2 gold } turn { phase market { buy } }")],
  ["RISK4037", classicWith("buildings { building Fort { limit 1 } } setup { build Fort randomly 3 }")],
  ["RISK4038", classicWith("units { unit Scout limit 1 { die d8 } } turn { phase reinforce { place } }")],
  ["RISK4039", classicWith("combat { defender reroll <= 5 }")],
  ["RISK4040", classicWith("resources { resource gold per player = 5 } setup { order by bid gold }")],
  ["RISK1009", mini(["players 2..4", "players 2..4\n  param plase: int = 1"], ["receive max(3", "receive plase + max(3"])],
  ["RISK1010", mini(["    phase attack {\n      attack\n    }", "    phase attack { attack }"])],
  ["RISK1011", `${miniVariant}// nothing after the variant but a comment\n`],
  ["RISK1012", mini(["players 2..4", "players 2..4\n  param phases: int = 1"], ["receive max(3", "receive phases + max(3"])],
  ["RISK1013", 'variant "X" extends "classic" {\n  cards {\n    wilds 2\n  }\n  combat {\n    ties defender\n  }\n}'],
  [
    "RISK2020",
    classicWith("choices { choice side: red | blue } setup { choose side } turn { phase reinforce { receive if side == red then 4 else 3  place } }"),
  ],
  ["RISK2021", classicWith('map { switch "S" starts on { on: Alaska -- Greenland } switch "T" starts on { on: Iceland -- Quebec } }')],
  [
    "RISK2022",
    mini(["  combat {", '  factions {\n    entry "E" { A }\n    entry "F" { B }\n    faction X when seat >= 1 { enters "E", "F" }\n  }\n  combat {']),
  ],
  ["RISK2023", mini(["  combat {", "  factions {\n    faction X when seat == 1\n    faction Y when seat >= 2\n  }\n  combat {"])],
  ["RISK2024", classicWith('players 3..4 seats { neutral "N" { armies 1 } neutral "M" { armies 1 } }')],
  ["RISK2025", mini(["  combat {", '  leaders {\n    leader "A" seat 1 { form robot }\n    leader "B" seat 2 { form robot }\n  }\n  combat {'])],
  ["RISK2026", classicWith("units { unit Scout limit 2 { die d6 form walk: jump form run: retreat } }")],
  ["RISK2027", classicWith("choices { choice side: north | south } setup { choose side }")],
  ["RISK3013", classicWith('map { switch "S" starts off { off: Alaska -- Greenland } borders { remove Alaska -- Kamchatka } }')],
  ["RISK3014", classicWith("map { attribute hills: bool = false  territories { Alaska [hills true] } }")],
  [
    "RISK3015",
    classicWith(
      'map "Isles" instead { attribute symbol: infantry = infantry  territories { A, B, C, D, E, F } continent Isles bonus 1 { A, B, C, D, E, F } borders { A -- B  B -- C  C -- D  D -- E  E -- F } }',
    ),
  ],
  [
    "RISK3016",
    mini(["continent North bonus", 'continent North [colour "#3a6FD8"] bonus'], ["continent South bonus", "continent South [color SeaGreen] bonus"]),
  ],
  ["RISK3017", mini(["continent North bonus", "continent North [color red] bonus"])],
  ["RISK4041", classicWith('leaders { leader "A" seat 1 { die d100 form robot } }')],
  ["RISK4042", classicWith("cards { set 1 any + 2 wild }")],
  ["RISK4043", classicWith("cards { set 3 alike of cavalry }")],
  ["RISK4044", classicWith("map { attribute points: int = 1 } cards { deck territories showing points  set sum >= 5 worth setValue }")],
  [
    "RISK4045",
    mini(
      ["phase attack {", "phase move { fortify moves 1 cede to partner }\n    phase attack {"],
      ["  combat {", "  teams when players == 4 {\n    team 1, 3\n    team 2, 4\n  }\n  combat {"],
    ),
  ],
  ["RISK4046", classicWith('leaders { leader "A" seat 1 { form robot form car } } turn { phase morph { morph } }')],
  ["RISK4047", classicWith('effects { card "C" copies 2 { on reveal: armies +1 } } turn { phase draw { draw effect 1 } }')],
  ["RISK4048", classicWith('effects { deal 1 each  card "C" copies 9 { on reveal: armies +1 } } turn { phase reveal { reveal effect } }')],
  ["RISK4049", classicWith('map { switch "S" starts on { on: Alaska -- Greenland } } turn { phase shift { switch } }')],
  [
    "RISK4050",
    classicWith("resources { resource gold per player = 5 } market { offer army cost 2 gold } turn { phase reinforce { receive 3  buy  place } }"),
  ],
  ["RISK4051", classicWith('seats { neutral "N" { armies 10 } } setup { place remaining batch 2 neutral 2 }')],
  ["RISK4052", classicWith('effects { card "Shield" { use on defend: ties defender } }')],
  ["RISK4053", classicWith("combat { attacker dice 1..3 leave 2 }")],
  ["RISK4054", classicWith("teams { team 1, 3  team 2, 4 }")],
  ["RISK4055", classicWith("teams { team 1, 3  team 2, 4 }")],
  ["RISK4056", classicWith('leaders { leader "A" seat 1 { form robot } }')],
  ["RISK4057", classicWith('leaders { leader "A" seat 3 { form robot } }')],
  ["RISK4058", classicWith('param hop: jump | none = none leaders { leader "A" seat 1 { form robot: hop } }')],
  ["RISK4059", classicWith('param bonus2: int = 2 leaders { leader "A" seat 1 { form robot: attack +bonus2 } }')],
  ["RISK4060", classicWith('leaders { leader "A" seat 1 { form robot: attack +0 } }')],
  ["RISK4061", classicWith("factions { faction X when seat >= 1 }")],
  ["RISK4062", classicWith('factions { entry "Gate" { Alaska } faction X when seat >= 1 { enters "Gate" } }')],
  [
    "RISK4063",
    classicWith('factions { entry "Gate" { Alaska } faction X when seat < players { enters "Gate" } faction Y when seat == players { neutral } }'),
  ],
  [
    "RISK4064",
    classicWith(
      'factions { entry "Gate" { Alaska } faction X when seat == 1 faction Y when seat >= 2 { enters "Gate" } } setup { armies 0  deal territories to X armies 1 }',
    ),
  ],
  ["RISK4065", classicWith("resources { resource gold per player = 5 } setup { order by gold each round }")],
  ["RISK4066", classicWith("counters { counter power = 1  token Orb count 3 refills power }")],
  ["RISK4067", classicWith("counters { counter power = 1  token Orb count 3 refills power }")],
  ["RISK4068", classicWith('effects { deal 2 each  card "C" copies 6 { on reveal: armies +1 } }')],
  ["RISK4069", classicWith('effects { deal 1 each  card "C" copies 2 { on reveal pass: armies +1 } }')],
  ["RISK4070", classicWith('effects { card "C" copies 2 { use on defend: ties defender } }')],
  ["RISK4071", classicWith('buildings { building Fort { } } effects { deal 1 each  card "C" copies 2 { on reveal pass: lose 1 } }')],
  ["RISK4072", classicWith('effects { card "C" copies 10000 { on reveal: armies +1 } }')],
  ["RISK4073", mini(["{ A, B, C, D }", "{ A, B, C, D, E }"], ["C -- D", "C -- D, E"], ["bonus 1 { C, D }", "bonus 1 { C, D, E }"])],
  ["RISK4074", mini(["armies by players { 2: 10, 3: 8, 4: 6 }", "armies by players { 2: 10, 3: 8, 4: 10000 }"])],
  ["RISK4075", classicWith("choices { choice home: territory owned secret } setup { choose home }")],
  ["RISK4076", classicWith("choices { choice home: territory owned } setup { choose home }")],
  ["RISK4077", classicWith("buildings { building Fort { } } setup { deal territories randomly armies 1  build Fort by choice 1 each }")],
  ["RISK4078", classicWith("choices { choice home: territory owned } setup { choose home } cards { except home }")],
  ["RISK4079", classicWith('objectives { objective "A" when round > 3 instead "B" when alive < 3  objective "B" when round > 5 }')],
  ["RISK4080", classicWith('objectives { objective "A" when round > 3 instead "B" when seat == 1  objective "B" when round > 5 }')],
  ["RISK4081", classicWith("setup { exchange seat tokens when players > 3 }")],
  ["RISK4082", classicWith('seats { neutral "N" { armies 1 } } setup { deal territories randomly armies 1 }')],
  ["RISK4083", classicWith("resources { resource gold per player = 5 } market { offer army cost 2 gold }")],
  ["RISK4084", classicWith("units { unit Scout limit 2 { die d6 } } resources { resource gold per player = 5 } market { offer Scout cost 9 gold }")],
  [
    "RISK4085",
    classicWith("buildings { building Fort { } } resources { resource gold per player = 5 } market { offer Fort cost 4 gold where armies > 2 }"),
  ],
  ["RISK4086", classicWith("counters { counter power = 20 max 20 }")],
  ["RISK4087", classicWith("param scouts: int = 3 units { unit Scout limit scouts { die d6 } }")],
  ["RISK4088", classicWith("combat { defender +20 when armies > 3 }")],
  ["RISK4089", classicWith("setup { order by count(territories owned), seat }")],
  ["RISK4090", classicWith("combat { defender +1 on die 2 when armies > 3 }")],
  ["RISK4091", classicWith("combat { attacker reroll lowest 3  defender reroll lowest min(2, armies) }")],
  ["RISK4092", classicWith("combat { defender dice 1..2 by choice }")],
  ["RISK4200", classicWith("combat { attacker dice 1..3 leave 1  attacker dice 1..4 when armies >= 5 }")],
  ["RISK4201", classicWith("combat { defender dice 1..3 when armies >= 5 }")],
  ["RISK4202", classicWith("combat { defender dice 1..2  defender dice 1..3 when armies >= 5 }")],
  ["RISK4140", withNeutral("armies 10  leave 1 neutral armies 1")],
  ["RISK4141", withNeutral("armies 10  leave 1 neutral armies 1  place remaining")],
  ["RISK4142", withNeutral("armies 10  deal territories randomly armies 1 where armies == 0  leave 1 neutral armies 1")],
  ["RISK4143", classicWith("units { unit Ranger limit 2 { die d8 } } setup { units 1 Ranger each randomly }")],
  ["RISK4145", mini(["armies by players { 2: 10, 3: 8, 4: 6 }", "armies 10  deal territories randomly armies 1  leave 1 empty  place remaining"])],
  ["RISK4144", classicWith("units { unit Ranger limit 2 { die d8 } } setup { units 2 Ranger each randomly }")],
  ["RISK4190", classicWith("setup { armies 30  deal territories in turns evenly armies 1 }")],
  [
    "RISK4191",
    classicWith(
      'seats { neutral "N" when players == 4 or players == 5 { armies 2 } } setup { armies 30  deal territories randomly evenly armies 1 }',
    ),
  ],
  ["RISK4270", classicWith("setup { armies 30  deal territories randomly armies 1 max 12 }")],
  // Part A: the rules section.
  ["RISK2030", classicWith(`rules { rule "R" on round end { armies +1 } }`)],
  [
    "RISK2031",
    classicWith(
      `resources { resource gold per player = 0  resource storms = 0 }  buildings { building Fort }  rules { rule "R" on conquest { build Fort } rule "S" on turn start { each territory where Fort == 0 { build Fort } } }`,
    ),
  ],
  ["RISK2032", classicWith(`rules { rule "R" on turn start { armies +1 } rule "S" on turn end { armies +1 } }`)],
  ["RISK3018", classicWith(`rules { rule "R" on turn start for this turn { open Alaska -- Iceland } }`)],
  ["RISK3019", classicWith(`rules { rule "R" on turn start for this turn { close Alaska -- Alberta } }`)],
  [
    "RISK4100",
    classicWith(
      `resources { resource gold per player = 0  resource storms = 0 }  buildings { building Fort }  rules { rule "R" on turn start cost 1 gold { give gold 1 to 2 } }`,
    ),
  ],
  ["RISK4101", classicWith(`rules { rule "R" on turn start for this turn { armies +1  open Alaska -- Iceland } }`)],
  ["RISK4102", classicWith(`rules { rule "R" on conquest for this battle { open Alaska -- Iceland } }`)],
  ["RISK4103", classicWith(`rules { rule "R" on turn start { each territory { lose 1 } each territory owned { lose 1 } } }`)],
  ["RISK4104", classicWith(`effects { card "C" { on reveal: armies +2 } }`)],
  ["RISK4107", classicWith(`map { switch "Gate" starts off { on: Alaska -- Greenland } }  rules { rule "R" on turn start { flip "Gate" } }`)],
  [
    "RISK4108",
    classicWith(`rules { rule "A" on turn start for this turn { open Alaska -- Iceland } rule "B" on turn end { close Alaska -- Alberta } }`),
  ],
  ["RISK4160", classicWith('leaders { leaders per seat 2  leader "A" seat 1 { attack +1 } }')],
  [
    "RISK4161",
    classicWith('leaders { leaders per seat 2  leader "A" seat 1 { attack +1 }  leader "B" seat 1 { form one }  leader "C" seat 2 { defend +1 } }'),
  ],
  [
    "RISK4210",
    classicWith(
      'leaders { leader "A" seat 1 from market { attack +1 } } resources { resource gold per player = 5 } market { offer A cost 9 gold } turn { phase market { buy } }',
    ),
  ],
  [
    "RISK4211",
    classicWith(
      "limits { destroyed into heap } resources { resource heap per player = 0 } market { offer army cost 2 heap } turn { phase market { buy } }",
    ),
  ],
  [
    "RISK4271",
    classicWith(
      'leaders { leader "A" from market { attack +1 } } resources { resource gold per player = 5 } market { offer A cost 9 gold } turn { phase market { buy } }',
    ),
  ],
  ["RISK2060", classicWith("map { borders { Alaska -- Greenland with Fleet } } units { unit Fleet limit 1 { die d6 } }")],
  ["RISK4212", classicWith("map { borders { Alaska -- Greenland with Fleet } } units { unit Fleet limit 1 { die d6 } }")],
  ["RISK4240", classicWith("units { unit Tank limit 1 { die d6  attack when hasMoved == 0 and hasArrived == 0 } }")],
  ["RISK4241", classicWith("units { unit Tank limit 1 { die d8  die d10 when armies > 3 } }")],
  [
    "RISK4127",
    classicWith(
      'effects gods { card "B" { on draw: armies +1 } } resources { resource gold per player = 2 } market { offer effect from gods cost 3 gold }',
    ),
  ],
  [
    "RISK4170",
    classicWith(
      'resources { resource gold per player = 0 }  effects gods { card "Gift" { on draw: gain gold roll d6, give gold 1 to 2, lose 1, attack +1 for this turn } }  rules { rule "R" on turn start { draw effect 1 from gods  defend +1 until your next turn } }',
    ),
  ],
  ["RISK4171", classicWith('units { unit Scout limit 2 { die d8 } }  rules { rule "R" on conquest { units 1 Scout  end game "won" } }')],
  ["RISK2035", classicWith('effects gods { card "Bolt" { on draw: armies +1 } } effects omens { card "Storm" { on draw: armies +2 } }')],
  ["RISK2036", classicWith('effects gods { card "Bolt" copies 2 { on draw: armies +1 } card "Storm" { on draw: armies +2 } }')],
  ["RISK2037", classicWith('effects gods { card "Bolt" { on draw: armies +1 } } turn { phase draw { draw effect 1 from gods } }')],
  [
    "RISK4120",
    classicWith('effects { card "Bolt" { use on attack: ties attacker } } effects gods { hand 3 reshuffle card "B" { on draw: armies +1 } }'),
  ],
  ["RISK4121", classicWith('effects gods { card "Bolt" { on play: attack +1 for this battle } } turn { phase gods { play } }')],
  ["RISK4122", classicWith('effects gods { card "Bolt" { on draw: armies +1 } }')],
  ["RISK4123", classicWith('effects gods { card "Bolt" { on play: armies +1, armies +2 on draw: armies +1 } } turn { phase gods { play } }')],
  ["RISK4124", classicWith('effects gods { reshuffle card "Bolt" { on draw: armies +1 } }')],
  ["RISK4125", classicWith('effects gods { card "Bolt" { on play: armies +1 } } turn { phase gods { play } }')],
  ["RISK4126", classicWith('effects gods { card "Bolt" { on play when round > 1: defend +1 until your next turn } } turn { phase gods { play } }')],
  ["RISK4180", classicWith('effects gods { card "Doom" in bottom half { on draw: armies +1 } card "B" copies 3 { on draw: armies +1 } }')],
  ["RISK4181", classicWith('effects gods { card "Doom" copies 2 in bottom half { on draw: armies +1 } card "B" copies 2 { on draw: armies +1 } }')],
  ["RISK4182", classicWith('effects gods { card "Rally" { on play during attack: gain gold 2 } } resources { resource gold per player = 0 }')],
  [
    "RISK2070",
    classicWith(
      'resources { resource gold per player = 5 } market { offer army cost 2 gold } turn { phase market { buy } }  rules { optional rule "Levy" on turn start { armies +1 }  optional rule "Tip" on purchase { armies +1 } }',
    ),
  ],
  [
    "RISK4220",
    classicWith(
      'resources { resource gold per player = 5 } market { offer army cost 2 gold } turn { phase market { buy } }  rules { rule "Shopper" on purchase { armies +1 } }',
    ),
  ],
  ["RISK2071", classicWith('rules { rule "Drums" on battle roll { attack +1 for this battle  defend +1 for this battle } }')],
  ["RISK2072", classicWith('rules { rule "Drums" on battle roll { attack +1 for this battle } }')],
  [
    "RISK2075",
    classicWith(
      'units { unit Scout limit 2 { die d8 } }  rules { rule "R" on conquest { move 2 armies } rule "S" on turn start { move 1 Scout to where armies > 2 } }',
    ),
  ],
  [
    "RISK4230",
    classicWith(
      'effects gods { card "B" copies 3 { on play during attack: attack +1 for this battle } }  rules { rule "R" on turn start { draw effect 2 from gods  discard 1 } }',
    ),
  ],
  ["RISK2085", classicWith('param decoys: int = 3\neffects bases { card "Decoy" copies decoys {} } turn { phase hide { put 1 from bases } }')],
  // Programmed orders (PO1-PO7), written right.
  [
    "RISK2087",
    classicWith(
      'resources { resource gold per player = 0 }\neffects orders per player { program 1 each round  card "T" copies 2 { on play: choose "Tax" { gain gold 2 } or "Spend" { } } }\nrules { rule "R" on order "Tax" { gain gold 1 } }',
    ),
  ],
  [
    "RISK2088",
    classicWith(
      'resources { resource gold per player = 0 }\nrules { rule "R" on turn start { choose "Tax" { gain gold 1 } or "Spend" { gain gold 2 } } }',
    ),
  ],
  ["RISK2089", classicWith('effects orders per player { program 2 each round  card "March" copies 4 { on play: armies +2 } }')],
  [
    "RISK2090",
    classicWith(
      'resources { resource gold per player = 0 }\nrules { rule "R" on turn start { gain gold 1  choose "B" { gain gold 1 } or "C" { } } }',
    ),
  ],
  [
    "RISK2091",
    classicWith(
      'effects a per player { program 1 each round  card "X" copies 2 { on play: armies +1 } }\neffects b per player { card "Y" copies 2 { on play: armies +2 } }\nturn { phase p { play } }',
    ),
  ],
  ["RISK2092", classicWith('effects orders per player { program 1 each round  hand returns  card "March" copies 2 { on play: armies +2 } }')],
  ["RISK2086", classicWith('param n: int = 2\neffects { card "Bolt" copies 2 { on reveal: armies +1 } }')],
  ["RISK4250", classicWith('effects bases { card "Crown" { on reveal: armies +1 } } turn { phase hide { put 1 from bases } }')],
  ["RISK4251", classicWith('effects bases { card "Trap" { on reveal: lose 2 } } turn { phase hide { put 1 from bases } }')],
  // RB1–RB3: the same ranks written right (a d8's 8+ is a face; 15 × 4 = 60 dice is the bound).
  ["RISK4260", classicWith("units { unit Archer limit 6 unit Siege limit 2 { die d8 } } combat { rank Archer hits 5+ }")],
  ["RISK4261", classicWith("units { unit Archer limit 6 unit Siege limit 2 { die d8 } } combat { rank Archer hits 5+ }")],
  ["RISK4262", classicWith("units { unit Archer limit 6 unit Siege limit 2 { die d8 } } combat { rank Siege hits 8+ }")],
  ["RISK4263", classicWith("units { unit Archer limit 6 unit Siege limit 2 { die d8 } } combat { rank Archer hits 5+ rank Siege hits 4+ }")],
  ["RISK4264", classicWith("units { unit Archer limit 6 unit Siege limit 2 { die d8 } } combat { rank Siege dice 10 hits 3+ }")],
  ["RISK4265", classicWith("units { unit Guard limit 2 } combat { rank Guard hits 5+ }")],
  ["RISK4266", classicWith("units { unit Siege limit 15 } combat { rank Siege dice 4 hits 3+ }")],
  // CS1/RR1: the same written right, with ranks.
  ["RISK4320", classicWith("units { unit Archer limit 6 unit Siege limit 2 { die d8 } } combat { rank Archer hits 5+  casualties by choice }")],
  ["RISK4321", classicWith("units { unit Archer limit 6 unit Siege limit 2 { die d8 } } combat { rank Archer hits 5+  casualties by choice }")],
  [
    "RISK4322",
    classicWith("units { unit Archer limit 6 unit Siege limit 2 { die d8 } } combat { rank Archer hits 5+  defender reroll one rank each round }"),
  ],
  [
    "RISK4323",
    classicWith(
      "units { unit Archer limit 6 unit Siege limit 2 { die d8 } } combat { rank Archer hits 5+  defender reroll one rank each round when armies > 2 }",
    ),
  ],
  // CT1–CT6: the same written right (`round`; the most dice without a choice; no factions; a jump, not a strike; opted in).
  ["RISK4280", classicWith("combat { battles at round end }")],
  ["RISK4281", classicWith("combat { defender dice 1..2  battles at round end }")],
  ["RISK4282", classicWith("combat { battles at round end }")],
  ["RISK4283", classicWith('combat { battles at round end } end { win "calm" when count(territories owned where not contested) >= 30 }')],
  ["RISK4284", classicWith('leaders { leader "Chief" seat 1 { form robot: jump } } combat { battles at round end }')],
  ["RISK4290", classicWith("turn { phase fortify { fortify moves 1 path connected within 2 } }")],
  ["RISK4291", classicWith("turn { phase fortify { fortify moves 1 path connected within 1 } }")],
  ["RISK4292", classicWith("turn { phase fortify { fortify moves 1 path connected within 2 leave 1 into battle } } combat { battles at round end }")],
  ["RISK4340", classicWith("setup { armies 30  deal territories by choice armies 1 max 1  place 9 each with adjacent empty }")],
  ["RISK4341", classicWith("setup { armies 30  deal territories by choice armies 1 max 1  place 9 each with adjacent empty }")],
  ["RISK4350", classicWith("resources { resource gold per player = 5 } setup { order by bid gold ties by roll }")],
  ["RISK4360", classicWith("buildings { building Castle } units { unit Siege limit 4 } combat { attack where Castle == 0 or Siege of moving > 0 }")],
  ["RISK4310", classicWith("turn { phase expand { expand into 1 } } combat { battles at round end }")],
  ["RISK4311", classicWith("turn { phase expand { expand into 2 leave 1 } } combat { battles at round end }")],
  ["RISK4312", classicWith("turn { phase expand { expand leave 0 } } combat { battles at round end }")],
  // TC1–TC4: the same written right (the pick in the rule's own list; the effect inside the braces; a pick in the variant).
  [
    "RISK4300",
    classicWith('rules { rule "Muster" on turn start { choose territory owned { each territory owned where armies < 2 { armies +1 } } } }'),
  ],
  ["RISK4301", classicWith('rules { rule "Muster" on turn start { armies +1  choose territory owned { armies +2 } } }')],
  [
    "RISK4302",
    classicWith(
      'rules { rule "Muster" on turn start { choose territory owned { armies +2 } } }\nend { win "line" when count(territories owned connected to chosen) >= 30 }',
    ),
  ],
  ["RISK4330", classicWith("map { borders { remove Alaska -- Kamchatka  Alaska -- Kamchatka [sea] } } combat { attack where not across sea }")],
  [
    "RISK4331",
    classicWith(
      "map { borders { remove Alaska -- Kamchatka  Alaska -- Kamchatka [sea] } } turn { phase siege { bombard Siege dice 2 hits 3+ at where not across sea } } units { unit Siege limit 4 }",
    ),
  ],
  ["RISK4332", classicWith("units { unit Siege limit 4 } turn { phase siege { bombard Siege dice 2 hits 3+ } }")],
  ["RISK4333", classicWith("units { unit Siege limit 4 } turn { phase siege { bombard Siege dice 10 hits 3+ } }")],
  ["RISK4334", classicWith("units { unit Siege limit 4 } turn { phase siege { bombard Siege dice 2 hits 6+ } }")],
];

describe("checks", () => {
  for (const [code, text] of fires) {
    it(`${code} fires`, () => {
      expect(codesOf(compileText(text))).toContain(code);
    });
  }

  for (const [code, text] of silent) {
    it(`${code} stays silent on the construct written right`, () => {
      const found = codesOf(compileText(text));
      expect(found).not.toContain(code);
      // Written right, it parses: a syntax error would hide the check (checks skip a damaged section).
      expect(found.filter((c) => c.startsWith("RISK1"))).toEqual([]);
    });
  }

  it("stay silent on the mini variant and on the classic variant", () => {
    expect(codesOf(compileText(miniVariant))).toEqual([]);
    expect(codesOf(compileText(readFileSync("variants/classic.risk", "utf8"), {}, "variants/classic.risk"))).toEqual([]);
  });

  it("the RISK2015/RISK2016 override checks fire on bad --set values and stay silent on good ones", () => {
    const classic = readFileSync("variants/classic.risk", "utf8");
    expect(codesOf(compileText(classic, { placebatch: "2" }))).toEqual(["RISK2015"]);
    expect(codesOf(compileText(classic, { placeBatch: "many" }))).toEqual(["RISK2016"]);
    expect(codesOf(compileText(classic, { placeBatch: "11" }))).toEqual(["RISK2016"]);
    expect(codesOf(compileText(classic, { fortifyPath: "diagonal" }))).toEqual(["RISK2016"]);
    expect(codesOf(compileText(classic, { placeBatch: "3", fortifyPath: "adjacent" }))).toEqual([]);
  });

  it("Y9 RISK4058/RISK4059: a leader's power may name a parameter but must be fixed before the game", () => {
    const leaders = (params: string, forms: string) =>
      mini(["players 2..4", `players 2..4\n${params}`], ["  combat {", `  leaders {\n    leader "A" seat 1 {\n${forms}\n    }\n  }\n  combat {`]);
    const messages = (text: string) => compileText(text).diagnostics.map((d) => `${d.code} ${d.message}`);
    expect(messages(leaders("  param b: int = 2\n  param m: jump | none = none", "      form robot: attack +b\n      form car: m"))).toEqual([]);
    expect(messages(leaders("", "      form robot: defend +players"))).toEqual(["RISK4059 a power of `A` is not fixed before the game"]);
    expect(compileText(leaders("", "      form robot: defend +players")).diagnostics[0]!.notes).toEqual(["it changes with the number of players"]);
    expect(messages(leaders("  param p: adjacent | connected = connected", "      form car: p"))).toEqual(["RISK4058 `p` is not a power"]);
    expect(messages(leaders("", "      form robot: attack +true"))).toEqual(["RISK4003 expected a whole number, found true or false"]);
    // Reported once, not once per look at the bonus.
    expect(messages(leaders("", "      form robot: attack +foo"))).toEqual(["RISK2003 unknown name `foo`"]);
  });

  it("E1/E3/E10/E14: factions, starting points, counters and tokens that do not fit together each have their code", () => {
    const messages = (section: string) =>
      compileText(mini(["  combat {", `${section}\n  combat {`])).diagnostics.map((d) => `${d.code} ${d.message}`);
    expect(messages('  factions {\n    entry "E" { A }\n    entry "E" { B }\n    faction X when seat >= 1 { enters "E" }\n  }')).toEqual([
      "RISK2022 starting point `E` is defined twice",
    ]);
    expect(messages("  factions {\n    faction X when seat >= 1\n    faction X when seat >= 2\n  }")).toEqual([
      "RISK2023 faction `X` is defined twice",
    ]);
    expect(messages('  factions {\n    faction X when seat >= 1 { enters "Nowhere" }\n  }')).toEqual(["RISK2003 unknown name `Nowhere`"]);
    expect(messages("  counters {\n    counter c\n  }\n  factions {\n    faction X when seat >= 1 { captured c }\n  }")).toEqual([
      "RISK4036 `captured` needs a `per player` counter, and `c` is the game's",
    ]);
    expect(messages("  counters {\n    counter c per player\n    token T count 2 refills c\n  }")).toEqual([
      "RISK4066 tokens refill a counter of the game, and `c` is per player",
    ]);
    expect(messages("  counters {\n    counter c = 3 each day -1\n  }")).toEqual([
      "RISK4065 the only period is `each round`, not `each day`",
      "RISK4028 counter `c` is never used",
    ]);
    // The mini variant is for 2 to 4 players: seat 3 of 3, and seats 3 and 4 of 4, play nothing.
    const [missing] = compileText(
      mini(["  combat {", "  factions {\n    faction X when seat == 1\n    faction Y when seat == 2\n  }\n  combat {"]),
    ).diagnostics;
    expect(`${missing!.code} ${missing!.message}`).toBe("RISK4026 every seat plays a faction, but with 3 players seat 3 plays none");
    expect(missing!.notes).toEqual(["and 2 more seats play none with some player count"]);
  });

  it("Y10 RISK4045: `cede to partner` needs teams", () => {
    const text = mini(["phase attack {", "phase move { fortify moves 1 cede to partner }\n    phase attack {"]);
    expect(compileText(text).diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      "RISK4045 `cede to partner` needs teams, and the variant has none",
    ]);
    const withTeams = mini(
      ["phase attack {", "phase move { fortify moves 1 cede to partner }\n    phase attack {"],
      ["  combat {", "  teams when players == 4 {\n    team 1, 3\n    team 2, 4\n  }\n  combat {"],
    );
    expect(codesOf(compileText(withTeams))).toEqual([]);
  });

  it("RISK2013 fires on a chain of extends that comes back to itself", () => {
    const files: Record<string, string> = { "a.risk": 'variant "A" extends "b" { }', "b.risk": 'variant "B" extends "a" { }' };
    const result = compile(files["a.risk"]!, {
      fileName: "a.risk",
      loadVariant: (name) => ({ fileName: `${name}.risk`, text: files[`${name}.risk`]! }),
    });
    expect(codesOf(result)).toEqual(["RISK2013"]);
    expect(result.diagnostics[0]!.file).toBe("b.risk");
    expect(result.diagnostics[0]!.message).toBe("variant `B` extends itself through a.risk → b.risk → a.risk");
  });

  it("a check that crashes becomes RISK9001 and the other checks still run", () => {
    const original = checkRegistry.Combat!;
    checkRegistry.Combat = [
      function crashingCheck() {
        throw new Error("boom");
      },
    ];
    try {
      const result = compileText(mini(["C -- D", "C -- D, C"]));
      expect(result.diagnostics.find((d) => d.code === "RISK9001")?.message).toBe("internal error in crashingCheck: boom");
      expect(codesOf(result)).toContain("RISK3001");
    } finally {
      checkRegistry.Combat = original;
    }
  });
});

describe("the code table", () => {
  const all = Object.values(codes).map((c) => c.code);

  it("has no duplicate codes", () => {
    expect(new Set(all).size).toBe(all.length);
  });

  it("every code is raised by this file (its example, by test/compiler/code-examples.test.ts)", () => {
    // RISK9002 is the formatter's: test/format/format-refusal.test.ts raises it.
    const tested = new Set([...fires.map(([c]) => c), "RISK2013", "RISK2015", "RISK2016", "RISK9001", "RISK9002"]);
    expect(all.filter((c) => !tested.has(c))).toEqual([]);
  });

  it("every code has a test where it stays silent", () => {
    const quiet = new Set(silent.map(([c]) => c));
    expect(all.filter((c) => !quiet.has(c))).toEqual([]);
  });

  it("every code added for the fuzzer and the beginner mistakes has a golden file", () => {
    const golden = readdirSync("test/fixtures/diagnostics")
      .filter((f) => f.endsWith(".diag.txt"))
      .map((f) => readFileSync(`test/fixtures/diagnostics/${f}`, "utf8"))
      .join("\n");
    const added = [
      "RISK1005",
      "RISK1006",
      "RISK1007",
      "RISK1008",
      "RISK3012",
      "RISK4027",
      "RISK4028",
      "RISK4029",
      "RISK4030",
      "RISK4031",
      "RISK4032",
      "RISK4033",
      "RISK4034",
      "RISK4035",
      "RISK4036",
      "RISK4037",
      "RISK4038",
      "RISK4039",
      "RISK4040",
    ];
    expect(added.filter((c) => !golden.includes(`[${c}]`))).toEqual([]);
  });
});
