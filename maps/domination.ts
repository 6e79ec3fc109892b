// Domination's `.map` files (the Java Risk game's maps): optional header lines (`name`, `ver`,
// `circle`), then `[files]` (the images, which riskc does not use), `[continents]` (`Name bonus
// colour`, numbered from 1 in order), `[countries]` (`index Name continent x y`, the indexes 1, 2,
// 3... in order) and `[borders]` (`index neighbour neighbour...`). Names hold no spaces: `_`
// stands for one.
import { colourOf } from "../compiler/ir/index.js";
import { assembleBoard, type ListedMap } from "./assemble.js";
import { neighboursOf, type Board } from "./board.js";
import { mapProblem, type MapProblem } from "./problems.js";
import { sectionsOf, wholeNumber, type Line } from "./sections.js";
import type { MapFileRead } from "./map-file.js";

const HEADER_KEYS = new Set(["name", "ver", "circle", "test", "prv", "pic", "map", "crd"]);
const KNOWN_SECTIONS = new Set(["", "files", "continents", "countries", "borders"]);

/** Continent colours for groups the board gives none, in Domination's colour words. */
const COLOURS = ["yellow", "red", "green", "blue", "orange", "magenta", "cyan", "pink", "gray", "white", "black", "darkgray"];

const fromFile = (name: string) => name.replace(/_/g, " ");

export function readDomination(text: string): MapFileRead {
  const problems: MapProblem[] = [];
  const listed: ListedMap = { groups: [], territories: [], neighbours: [] };
  const sections = sectionsOf(text);
  const lines = (name: string) => sections.filter((s) => s.name === name).flatMap((s) => s.lines);

  for (const s of sections)
    if (!KNOWN_SECTIONS.has(s.name))
      problems.push(mapProblem("unknown-section", s.line, `section [${s.name}] is not one of Domination's; its lines are skipped`));
  for (const line of lines("")) {
    const [word, ...rest] = line.text.split(/\s+/);
    if (word === "name" && rest.length > 0) listed.title = line.text.slice(4).trim();
    else if (!HEADER_KEYS.has(word!))
      problems.push(
        mapProblem("unknown-line", line.number, `\`${line.text}\` is not a header line Domination knows (name, ver, circle...); skipped`),
      );
  }
  for (const name of ["continents", "countries", "borders"]) {
    if (!sections.some((s) => s.name === name)) problems.push(mapProblem("missing-section", 0, `the file has no [${name}] section`));
  }

  for (const line of lines("continents")) {
    const fields = line.text.split(/\s+/);
    if (fields.length < 2) {
      problems.push(mapProblem("bad-line", line.number, `a continent is \`Name bonus colour\`, not \`${line.text}\``));
      continue;
    }
    if (fields.length > 3) problems.push(extra(line, "Name bonus colour"));
    const bonus = wholeNumber(fields[1]!);
    if (bonus === undefined || bonus < 0)
      problems.push(
        mapProblem("bad-bonus", line.number, `continent ${fromFile(fields[0]!)}'s bonus \`${fields[1]}\` is not a whole number of armies`),
      );
    const colour = fields[2] === undefined ? undefined : colourOf(fields[2]);
    if (fields[2] !== undefined && colour === undefined) {
      problems.push(
        mapProblem(
          "unknown-colour",
          line.number,
          `continent ${fromFile(fields[0]!)}'s colour \`${fields[2]}\` is not a colour riskc knows (a CSS colour name or #rrggbb); it is left out`,
        ),
      );
    }
    listed.groups.push({ name: fromFile(fields[0]!), bonus: bonus ?? 0, ...(colour ? { colour } : {}), line: line.number });
  }

  for (const line of lines("countries")) {
    const fields = line.text.split(/\s+/);
    if (fields.length < 5) {
      problems.push(mapProblem("bad-line", line.number, `a country is \`index Name continent x y\`, not \`${line.text}\``));
      continue;
    }
    if (fields.length > 5) problems.push(extra(line, "index Name continent x y"));
    const [index, continent, x, y] = [fields[0]!, fields[2]!, fields[3]!, fields[4]!].map(wholeNumber);
    const name = fromFile(fields[1]!);
    const expected = listed.territories.length + 1;
    if (index === undefined) problems.push(notNumber(line, "country index", fields[0]!));
    else if (index !== expected)
      problems.push(
        mapProblem(
          "country-out-of-order",
          line.number,
          `country ${name} has index ${index}; the countries are numbered 1, 2, 3... in order, so this one is ${expected}`,
        ),
      );
    if (continent === undefined) problems.push(notNumber(line, "continent number", fields[2]!));
    else if (continent < 1 || continent > listed.groups.length) {
      const range = listed.groups.length === 0 ? "[continents] lists none" : `[continents] lists 1 to ${listed.groups.length}`;
      problems.push(mapProblem("continent-out-of-range", line.number, `country ${name} is in continent ${continent}, but ${range}`));
    }
    if (x === undefined || y === undefined) problems.push(notNumber(line, "position", x === undefined ? fields[3]! : fields[4]!));
    else if (x < 0 || y < 0) problems.push(mapProblem("bad-position", line.number, `country ${name} is at ${x} ${y}; positions are not negative`));
    listed.territories.push({ name, group: (continent ?? 1) - 1, at: [x ?? 0, y ?? 0], line: line.number });
  }

  const bordersLine = new Map<number, number>();
  for (const line of lines("borders")) {
    const fields = line.text.split(/\s+/).map((f) => ({ text: f, value: wholeNumber(f) }));
    const country = fields[0]!;
    if (country.value === undefined) {
      problems.push(notNumber(line, "country index", country.text));
      continue;
    }
    const from = country.value - 1;
    if (!listed.territories[from]) {
      problems.push(
        mapProblem("unknown-territory", line.number, `[borders] lists the neighbours of country ${country.value}, which [countries] does not list`),
      );
      continue;
    }
    const earlier = bordersLine.get(from);
    if (earlier !== undefined)
      problems.push(
        mapProblem(
          "repeated-borders-line",
          line.number,
          `the neighbours of ${listed.territories[from]!.name} were listed on line ${earlier} already; both lines count`,
        ),
      );
    else bordersLine.set(from, line.number);
    for (const field of fields.slice(1)) {
      if (field.value === undefined) problems.push(notNumber(line, "country index", field.text));
      else if (!listed.territories[field.value - 1]) {
        problems.push(
          mapProblem(
            "unknown-territory",
            line.number,
            `${listed.territories[from]!.name} borders country ${field.value}, which [countries] does not list`,
          ),
        );
      } else listed.neighbours.push({ from, to: field.value - 1, line: line.number });
    }
  }
  return { format: "domination", board: assembleBoard(listed, problems), problems };
}

function extra(line: Line, shape: string): MapProblem {
  return mapProblem("extra-fields", line.number, `\`${line.text}\` has fields after \`${shape}\`; they are skipped`);
}

function notNumber(line: Line, what: string, text: string): MapProblem {
  return mapProblem("bad-number", line.number, `the ${what} \`${text}\` is not a whole number`);
}

/** A name as Domination writes it: spaces become `_`. */
function toFile(name: string, kind: string, problems: MapProblem[]): string {
  if (/[^\S ]/.test(name) || name === "")
    problems.push(
      mapProblem("name-not-representable", 0, `${kind} ${JSON.stringify(name)}: a Domination name holds no tabs or line breaks and is not empty`),
    );
  else if (name.includes("_"))
    problems.push(
      mapProblem("name-changes", 0, `${kind} ${name}: Domination reads \`_\` as a space, so it reads back as ${name.replace(/_/g, " ")}`),
    );
  return name.replace(/ /g, "_");
}

/** The board as a Domination `.map` file. Territories need positions (see `placeBoard`). */
export function writeDomination(board: Board): { text: string; problems: MapProblem[] } {
  const problems: MapProblem[] = [];
  const neighbours = neighboursOf(board);
  const out = [`; written by riskc; Domination needs the board's images in a [files] section (pic, map) to play it`];
  if (board.title !== undefined) out.push(`name ${board.title.replace(/\s+/g, " ")}`);
  out.push("", "[continents]");
  board.groups.forEach((g, i) => out.push(`${toFile(g.name, "continent", problems)} ${g.bonus} ${g.colour ?? COLOURS[i % COLOURS.length]}`));
  out.push("", "[countries]");
  board.territories.forEach((t, i) => out.push(`${i + 1} ${toFile(t.name, "territory", problems)} ${t.group + 1} ${t.at![0]} ${t.at![1]}`));
  out.push("", "[borders]");
  neighbours.forEach((list, i) => out.push([i + 1, ...list.map((n) => n + 1)].join(" ")));
  return { text: out.join("\n") + "\n", problems };
}
