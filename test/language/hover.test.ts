// Hover: names show what they are (the playground's descriptions, now the service's), keywords,
// functions and game quantities their reference text, and formulas their type.
import { describe, expect, it } from "vitest";
import { QUANTITIES } from "../../compiler/index.js";
import { keywordList, sectionKeywords } from "../../grammar/index.js";
import { documentedQuantities, referenceFor } from "../../language/reference.js";
import { positionOf, shown, testService, variantText } from "./support.js";

const uri = "file:///work/variant.risk";

function hoverIn(text: string) {
  const { service, errors } = testService();
  service.open(uri, text);
  return {
    errors,
    at: (needle: string, delta = 1, occurrence = 1) => {
      const h = service.hover(uri, positionOf(text, needle, delta, occurrence));
      return h && typeof h.contents === "object" && "value" in h.contents ? shown(h.contents.value) : undefined;
    },
  };
}

describe("hover on the names of a variant", () => {
  const classic = variantText("classic");
  const h = hoverIn(classic);

  it("a territory in a border shows its group and its borders", () => {
    const text = h.at("Kamchatka", 2, 2)!;
    expect(text).toContain("Kamchatka — territory in Asia");
    expect(text).toContain("borders: Alaska, Yakutsk, Irkutsk, Mongolia, Japan");
  });

  it("a group shows its bonus and members", () => {
    expect(h.at("continent Australia", "continent ".length + 1)).toContain("Australia — continent bonus 2, 4 territories");
  });

  it("a parameter where a rule reads it shows its type and value, and the type of the formula", () => {
    expect(h.at("batch placeBatch", "batch ".length + 2)).toBe("param placeBatch: int = 1 in 1..10\n\n---\nthis formula: a whole number");
  });

  it("names from the variant are escaped: markdown and HTML in a name stay text", () => {
    const { service } = testService();
    const name = "<img src=x onerror=alert(1)> ![x](http://127.0.0.1/x.png) **b**";
    const text = classic.replace(/\bAlaska\b/g, JSON.stringify(name));
    service.open(uri, text);
    const value = (service.hover(uri, positionOf(text, JSON.stringify(name), 3))!.contents as { value: string }).value;
    // Every markdown or HTML syntax character is escaped: nothing is left for markdown to read.
    expect(value.split("\n")[0]!.replace(/\\./g, "")).not.toMatch(/[<>![\]()*]/);
    expect(shown(value)).toContain(`${name} — territory in North America`);
  });
});

describe("hover on the language", () => {
  const classic = variantText("classic");
  const h = hoverIn(classic);

  it("a keyword shows its reference text", () => {
    expect(h.at("receive max", 2)).toContain("The armies the player gets");
    expect(h.at("combat {", 2)).toContain("How battles are fought");
  });

  it("D1–D3 the dice pipeline's words show their reference text", () => {
    const text = classic.replace("combat {", "combat {\n    attacker +1 on lowest\n    defender extra die\n    attacker reroll lowest 1");
    const p = hoverIn(text);
    expect(p.at("extra die", 2)).toContain("keeps its best");
    expect(p.at("reroll lowest", 2)).toContain("N lowest dice");
    expect(p.at("on lowest", 5)).toContain("lowest dice");
  });

  it("A1–A13 the rules section's words show their reference text", () => {
    const text = classic.replace(
      "combat {",
      'resources { resource gold per player = 0 }\n  rules {\n    rule "Bridge" on turn start cost 2 gold for this turn {\n      open Alaska -- Iceland\n      gain gold roll d6\n    }\n  }\n  combat {',
    );
    const p = hoverIn(text);
    expect(p.at("rules {", 2)).toContain("rules that fire at an event");
    expect(p.at('rule "Bridge"', 2)).toContain("its effects happen");
    expect(p.at("open Alaska", 2)).toContain("A border that exists");
    expect(p.at("for this turn", 1)).toContain("lasting effects");
    expect(p.at("gain gold roll", 2)).toContain("random amount");
  });

  it("a function shows its reference text and the type of its call", () => {
    const text = h.at("floor(count", 2)!;
    expect(text).toContain("The whole number at or below x");
    expect(text).toContain("this formula: a whole number");
  });

  it("a game quantity in a formula shows what it reads", () => {
    expect(h.at("conquered > 0", 2)).toContain("The territories the player took this turn.");
  });

  it("an operator shows the type of the formula it makes", () => {
    expect(h.at("count(territories owned) / 3", "count(territories owned) ".length)).toBe("this formula: a number");
    expect(h.at("conquered > 0", "conquered ".length)).toBe("this formula: true or false");
  });

  it("every game quantity, section keyword and function has reference text", () => {
    expect([...documentedQuantities].sort()).toEqual([...QUANTITIES].sort());
    for (const word of ["variant", "extends", ...sectionKeywords]) expect(referenceFor(word), word).toBeDefined();
    for (const fn of ["floor", "ceil", "min", "max", "abs", "count", "sum"]) expect(referenceFor(fn, true), fn).toBeDefined();
    const documented = keywordList.filter((k) => referenceFor(k));
    expect(documented.length / keywordList.length).toBeGreaterThan(0.75);
  });
});

describe("hovers on the other bundled variants", () => {
  it("Y7 a switch shows what each of its states puts on the board; a territory the borders a switch opens", () => {
    const cybertron = variantText("transformers-cybertron");
    const h = hoverIn(cybertron);
    expect(h.at('switch "Polyhex spin"', 'switch "'.length + 1)).toBe(
      'switch "Polyhex spin" — starts on\n\non: Polyhex -- Tarn, Polyhex -- Protihex\n\noff: Polyhex -- Kalis, Polyhex -- Darkmount',
    );
    expect(h.at("Polyhex [", 1)).toContain(
      'borders: Tarn (while "Polyhex spin" is on), Protihex (while "Polyhex spin" is on), Kalis (while "Polyhex spin" is off), Darkmount (while "Polyhex spin" is off)',
    );
    expect(h.at('leader "Barricade"', 'leader "'.length + 1)).toBe(
      'leader "Barricade" — rolls a d8; forms: robot (attack +barricadeAttack, defend +barricadeDefend), vehicle (barricadeVehicle (a parameter))',
    );
  });

  it("E1/E3/E10 a faction, a starting point and a counter, where defined and where used", () => {
    const earth = variantText("transformers-earth");
    const h = hoverIn(earth);
    expect(h.at("faction Humans", "faction ".length + 1)).toBe(
      "faction Humans — neutral (never gets armies); may leave a territory empty; each one destroyed adds 1 to the destroyer's `slaves`",
    );
    expect(h.at('entry "Centre"', 'entry "'.length + 1)).toBe(
      'starting point "Centre" (off the board) — new armies of Autobots come in next to it: "Southern Europe", "North Africa", Egypt, "Middle East"',
    );
    expect(h.at("counter energon", "counter ".length + 1)).toBe("counter energon — one for the game, changes by -1 after every round");
    expect(h.at("floor(slaves / slavesPerUnit)", "floor(".length + 1)).toContain("counter slaves — one per player");
  });

  it("R10/M1 an effect card shows its effect; an objective its territories", () => {
    const risiko = variantText("risiko");
    const h = hoverIn(risiko);
    expect(h.at('card "Challenge"', 'card "'.length + 1)).toContain("ties go to the attacker for that attack");
    expect(h.at('objective "1. Letto"', 'objective "'.length + 1)).toContain("23 territories: Alaska, Alberta");
  });

  it("F2/F3/K1 a unit, a building and a resource where a formula uses them; a choice where it is made", () => {
    const frontier = variantText("frontier");
    const h = hoverIn(frontier);
    expect(h.at("attack where terrain != marsh or Ranger", "attack where terrain != marsh or ".length + 1)).toMatch(
      /^unit Ranger — 2 per player, rolls a d8; defend \+1; on death back to its player's stock/,
    );
    expect(h.at("defender +1 when Fort", "defender +1 when ".length + 1)).toMatch(/^building Fort — at most 1 a territory; on conquest destroyed/);
    expect(h.at("gain gold", "gain ".length + 1)).toMatch(/^counter gold — one per player, at most goldCap/);
    const capital = variantText("capital");
    expect(hoverIn(capital).at("choose capital", "choose ".length + 1)).toBe(
      "choice capital — each player picks a territory of the player's own; sealed, revealed when every player has chosen (`capital of s` in formulas)",
    );
  });
});
