// The heat maps of a report (`simulate --heat`) as a terminal table and an HTML section: each
// territory's captures a game, the win rate of the seat that held it at the start, and how often
// the eventual winner held it at each counted round — sorted so that the territories that decide
// games come first.
import { drawMap } from "../../maps/index.js";
import type { HeatReport, TerritoryHeat } from "../index.js";
import { percent } from "./percent.js";
import { escapeXml as h } from "./svg-charts.js";

/** The heat rounds that games with a winner reached. */
const shownRounds = (heat: HeatReport) => heat.rounds.flatMap((round, k) => (heat.reached[k]! > 0 ? [k] : []));

/**
 * The round whose winner's holdings order the territories: the latest that at least half of the
 * games with a winner completed (-1: none did).
 */
export function sortRound(heat: HeatReport): number {
  const first = heat.reached[0] ?? 0;
  let at = -1;
  heat.reached.forEach((n, k) => {
    if (first > 0 && 2 * n >= first) at = k;
  });
  return at;
}

/** The territories, most often held by the winner at the sort round first (ties: the map's order). */
export function rankedTerritories(heat: HeatReport): TerritoryHeat[] {
  const k = sortRound(heat);
  if (k < 0) return heat.territories;
  return heat.territories
    .map((t, i) => ({ t, i }))
    .sort((a, b) => b.t.winnerHeld[k]! - a.t.winnerHeld[k]! || a.i - b.i)
    .map(({ t }) => t);
}

const interval = (ci: [number, number]) => `${percent(ci[0])} – ${percent(ci[1])}`;

export function formatHeat(heat: HeatReport): string[] {
  const rounds = shownRounds(heat);
  const k = sortRound(heat);
  const nameWidth = Math.max(9, ...heat.territories.map((t) => t.territory.length));
  const groupWidth = Math.max(5, ...heat.territories.map((t) => t.group.length));
  const head = `${"territory".padEnd(nameWidth)}  ${"group".padEnd(groupWidth)}  taken  start seat wins (95%)     ${rounds.map((r) => `r${heat.rounds[r]}`.padStart(7)).join("")}`;
  const reached = rounds.map((r) => `r${heat.rounds[r]} ${heat.reached[r]}`).join(", ") || "none";
  return [
    `territories (--heat)${k >= 0 ? `, sorted by r${heat.rounds[k]}` : ""}:`,
    "  taken: captures a game; start seat wins: the win rate of the seat that held it when the first",
    "  turn began; r1, r3...: how often the eventual winner held it at the end of that round, of the",
    `  games with a winner that got there (${reached})`,
    head,
    ...rankedTerritories(heat).map(
      (t) =>
        `${t.territory.padEnd(nameWidth)}  ${t.group.padEnd(groupWidth)}  ${t.taken.toFixed(2).padStart(5)}  ${`${percent(t.start.rate)} (${interval(t.start.ci95)})`.padEnd(26)}${rounds.map((r) => percent(t.winnerHeld[r]!).padStart(7)).join("")}`,
    ),
    "",
    "groups: the win rate of the seat that started with more of the group than any other seat",
    ...heat.groups.map((g) => `  ${g.group.padEnd(groupWidth)}  ${percent(g.rate).padStart(6)} (${interval(g.ci95)}) of ${g.games} games`),
  ];
}

/** A cell shaded by a share from 0 (white) to 1 (deep red). */
function heatCell(share: number, text: string): string {
  const alpha = Math.max(0, Math.min(1, share)).toFixed(2);
  return `<td style="background:rgba(215,48,39,${alpha})">${h(text)}</td>`;
}

const [LOW, HIGH] = [
  [247, 247, 247],
  [178, 24, 43],
] as const;
const hex = (rgb: readonly number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** A fill from light grey (0) to deep red (1). */
export function heatColour(share: number): string {
  const s = Math.max(0, Math.min(1, share));
  return hex(LOW.map((low, i) => low + (HIGH[i]! - low) * s));
}

/** The heat maps drawn on the map: who holds a territory wins, and where the fighting is. */
export function heatMaps(heat: HeatReport): string[] {
  const k = sortRound(heat);
  const notes = heat.territories.map(
    (t) =>
      `taken ${t.taken.toFixed(2)} a game; start seat wins ${percent(t.start.rate)}${k >= 0 ? `; winner held it at round ${heat.rounds[k]}: ${percent(t.winnerHeld[k]!)}` : ""}`,
  );
  const maps: string[] = [];
  if (k >= 0) {
    maps.push(
      drawMap(heat.map, {
        fills: heat.territories.map((t) => heatColour(t.winnerHeld[k]!)),
        notes,
        idPrefix: "heat-held",
        label: `how often the winner held each territory at the end of round ${heat.rounds[k]}`,
        legend: {
          title: `Winner held it at the end of round ${heat.rounds[k]} (of ${heat.reached[k]} ${heat.reached[k] === 1 ? "game" : "games"} with a winner)`,
          low: { colour: heatColour(0), label: "0%" },
          high: { colour: heatColour(1), label: "100%" },
        },
      }).svg,
    );
  }
  const most = Math.max(...heat.territories.map((t) => t.taken), 0);
  maps.push(
    drawMap(heat.map, {
      fills: heat.territories.map((t) => heatColour(most > 0 ? t.taken / most : 0)),
      notes,
      idPrefix: "heat-taken",
      label: "how often each territory is taken, a game",
      legend: {
        title: "Taken in an attack, a game",
        low: { colour: heatColour(0), label: "0" },
        high: { colour: heatColour(1), label: most.toFixed(2) },
      },
    }).svg,
  );
  return maps;
}

export function heatHtml(heat: HeatReport): string {
  const rounds = shownRounds(heat);
  const head = ["territory", "group", "taken a game", "start seat wins (95%)", ...rounds.map((r) => `winner held, round ${heat.rounds[r]}`)];
  const rows = rankedTerritories(heat).map(
    (t) =>
      `<tr><td>${h(t.territory)}</td><td>${h(t.group)}</td><td>${t.taken.toFixed(2)}</td><td>${h(`${percent(t.start.rate)} (${interval(t.start.ci95)})`)}</td>${rounds
        .map((r) => heatCell(t.winnerHeld[r]!, percent(t.winnerHeld[r]!)))
        .join("")}</tr>`,
  );
  const groups = heat.groups.map(
    (g) => `<tr><td>${h(g.group)}</td><td>${percent(g.rate)}</td><td>${h(interval(g.ci95))}</td><td>${g.games}</td></tr>`,
  );
  return [
    `<h2>Territories</h2>`,
    `<div class="heat-maps" data-testid="heat-map">${heatMaps(heat).join("\n")}</div>`,
    `<p class="note">Taken: captures a game. Start seat wins: the win rate of the seat that held the territory when the first turn began. Winner held: of the games with a winner that completed the round (${rounds.map((r) => `${heat.reached[r]} at round ${heat.rounds[r]}`).join(", ") || "none"}), the share in which the winner held it then; darker is more.</p>`,
    `<table class="heat"><tr>${head.map((c) => `<th>${h(c)}</th>`).join("")}</tr>${rows.join("")}</table>`,
    `<h3>Groups</h3><p class="note">The win rate of the seat that started with more of the group than any other seat.</p>`,
    `<table class="heat-groups"><tr><th>group</th><th>win rate</th><th>95% interval</th><th>games</th></tr>${groups.join("")}</table>`,
  ].join("\n");
}
