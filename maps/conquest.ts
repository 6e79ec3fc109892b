// The Conquest game's `.map` files: `[Map]` (`image=`, `wrap=`, `scroll=`, `author=`, `warn=`),
// `[Continents]` (`Name=bonus`) and `[Territories]` (`Name,x,y,Continent,Neighbour,Neighbour...`,
// neighbours by name; blank lines between a continent's territories and the next are usual).
// Names may hold spaces; a territory's name no comma, a continent's no `=`.
import { assembleBoard, type ListedMap } from "./assemble.js";
import { neighboursOf, type Board } from "./board.js";
import type { MapFileRead } from "./map-file.js";
import { mapProblem, type MapProblem } from "./problems.js";
import { sectionsOf, wholeNumber } from "./sections.js";

const KNOWN_SECTIONS = new Set(["map", "continents", "territories"]);
const MAP_KEYS = new Set(["image", "wrap", "scroll", "author", "warn"]);

export function readConquest(text: string): MapFileRead {
  const problems: MapProblem[] = [];
  const listed: ListedMap = { groups: [], territories: [], neighbours: [] };
  const sections = sectionsOf(text);
  const lines = (name: string) => sections.filter((s) => s.name === name).flatMap((s) => s.lines);

  for (const s of sections) {
    if (s.name === "" && s.lines.length > 0)
      problems.push(mapProblem("unknown-line", s.lines[0]!.number, `\`${s.lines[0]!.text}\` comes before any section; skipped`));
    else if (s.name !== "" && !KNOWN_SECTIONS.has(s.name))
      problems.push(mapProblem("unknown-section", s.line, `section [${s.name}] is not one of Conquest's; its lines are skipped`));
  }
  for (const name of ["continents", "territories"]) {
    if (!sections.some((s) => s.name === name))
      problems.push(mapProblem("missing-section", 0, `the file has no [${name[0]!.toUpperCase()}${name.slice(1)}] section`));
  }
  for (const line of lines("map")) {
    const eq = line.text.indexOf("=");
    const keyName = eq < 0 ? line.text : line.text.slice(0, eq).trim().toLowerCase();
    if (eq < 0 || !MAP_KEYS.has(keyName))
      problems.push(
        mapProblem(
          "unknown-line",
          line.number,
          `\`${line.text}\` is not a [Map] setting Conquest knows (image, wrap, scroll, author, warn); skipped`,
        ),
      );
    else if (keyName === "author" && line.text.slice(eq + 1).trim()) listed.author = line.text.slice(eq + 1).trim();
  }

  const groupIndex = new Map<string, number>();
  for (const line of lines("continents")) {
    const eq = line.text.lastIndexOf("=");
    const name = line.text.slice(0, Math.max(0, eq)).trim();
    if (eq < 0 || name === "") {
      problems.push(mapProblem("bad-line", line.number, `a continent is \`Name=bonus\`, not \`${line.text}\``));
      continue;
    }
    const bonusText = line.text.slice(eq + 1).trim();
    const bonus = wholeNumber(bonusText);
    if (bonus === undefined || bonus < 0)
      problems.push(mapProblem("bad-bonus", line.number, `continent ${name}'s bonus \`${bonusText}\` is not a whole number of armies`));
    if (!groupIndex.has(name)) groupIndex.set(name, listed.groups.length);
    listed.groups.push({ name, bonus: bonus ?? 0, line: line.number });
  }

  const territoryLines = lines("territories").map((line) => ({ line, fields: line.text.split(",").map((f) => f.trim()) }));
  const territoryIndex = new Map<string, number>();
  const rows: { from: number; names: string[]; line: number }[] = [];
  for (const { line, fields } of territoryLines) {
    if (fields.length < 4 || fields[0] === "") {
      problems.push(mapProblem("bad-line", line.number, `a territory is \`Name,x,y,Continent,Neighbour,...\`, not \`${line.text}\``));
      continue;
    }
    const [name, xText, yText, continent] = fields as [string, string, string, string];
    const [x, y] = [wholeNumber(xText), wholeNumber(yText)];
    if (x === undefined || y === undefined)
      problems.push(mapProblem("bad-number", line.number, `the position \`${x === undefined ? xText : yText}\` of ${name} is not a whole number`));
    else if (x < 0 || y < 0) problems.push(mapProblem("bad-position", line.number, `territory ${name} is at ${x},${y}; positions are not negative`));
    const group = groupIndex.get(continent);
    if (group === undefined)
      problems.push(
        mapProblem(
          "unknown-continent",
          line.number,
          `territory ${name} is in continent ${continent}, which [Continents] does not list${hint(continent, groupIndex.keys())}`,
        ),
      );
    if (!territoryIndex.has(name)) territoryIndex.set(name, listed.territories.length);
    rows.push({ from: listed.territories.length, names: fields.slice(4), line: line.number });
    listed.territories.push({ name, group: group ?? 0, at: [x ?? 0, y ?? 0], line: line.number });
  }
  for (const { from, names, line } of rows) {
    for (const name of names) {
      if (name === "") continue;
      const to = territoryIndex.get(name);
      if (to === undefined) {
        problems.push(
          mapProblem(
            "unknown-territory",
            line,
            `${listed.territories[from]!.name} borders ${name}, which [Territories] does not list${hint(name, territoryIndex.keys())}`,
          ),
        );
      } else listed.neighbours.push({ from, to, line });
    }
  }
  return { format: "conquest", board: assembleBoard(listed, problems), problems };
}

/** Conquest matches names exactly; a name that differs only in case or spaces is most likely meant. */
function hint(name: string, names: Iterable<string>): string {
  const fold = (s: string) => s.toLowerCase().replace(/\s+/g, " ");
  for (const candidate of names) if (fold(candidate) === fold(name)) return ` (did you mean ${candidate}?)`;
  return "";
}

function checkName(name: string, kind: string, forbidden: RegExp, problems: MapProblem[]): string {
  if (forbidden.test(name) || name.trim() !== name || name === "") {
    problems.push(
      mapProblem(
        "name-not-representable",
        0,
        `${kind} ${JSON.stringify(name)}: a Conquest name is not empty, has no spaces at its ends and no ${kind === "continent" ? "`=`" : "comma"}, tab or line break`,
      ),
    );
  }
  return name;
}

/** The board as a Conquest `.map` file. Territories need positions (see `placeBoard`). */
export function writeConquest(board: Board): { text: string; problems: MapProblem[] } {
  const problems: MapProblem[] = [];
  const neighbours = neighboursOf(board);
  const out = ["[Map]"];
  if (board.author !== undefined) out.push(`author=${board.author.replace(/\s+/g, " ")}`);
  // One-way links are on purpose: Conquest warns about them unless told not to.
  out.push("wrap=no", "scroll=none", `warn=${board.links.length > 0 ? "no" : "yes"}`, "", "[Continents]");
  for (const g of board.groups) out.push(`${checkName(g.name, "continent", /[=\t\n\r]/, problems)}=${g.bonus}`);
  out.push("", "[Territories]");
  const names = board.territories.map((t) => checkName(t.name, "territory", /[,\t\n\r]/, problems));
  // In the board's order; a blank line where the continent changes, as Conquest's own files have.
  board.territories.forEach((t, i) => {
    if (i > 0 && board.territories[i - 1]!.group !== t.group) out.push("");
    out.push([names[i], t.at![0], t.at![1], board.groups[t.group]!.name, ...neighbours[i]!.map((n) => names[n])].join(","));
  });
  return { text: out.join("\n") + "\n", problems };
}
