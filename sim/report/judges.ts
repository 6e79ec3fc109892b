// Which bots judged a run: a balance report is only as good as the bots that played it (greedy,
// the default, is the judge the exploitability table in docs/ladder.md measures).

/** The bots of a run by seat, as words: `greedy in every seat`, `greedy (seats 1–3), random (seat 4)`. */
export function judgedBy(bots: readonly string[]): string {
  if (bots.length > 0 && bots.every((b) => b === bots[0])) return `${bots[0]} in every seat`;
  const seatsOf = new Map<string, number[]>();
  bots.forEach((bot, i) => seatsOf.set(bot, [...(seatsOf.get(bot) ?? []), i + 1]));
  return [...seatsOf].map(([bot, seats]) => `${bot} (${seats.length === 1 ? "seat" : "seats"} ${runs(seats)})`).join(", ");
}

/** Seat numbers in order, consecutive ones as a range: 1–3, 5. */
function runs(seats: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i < seats.length;) {
    let j = i;
    while (j + 1 < seats.length && seats[j + 1] === seats[j]! + 1) j++;
    out.push(j > i + 1 ? `${seats[i]}–${seats[j]}` : j === i + 1 ? `${seats[i]}, ${seats[j]}` : String(seats[i]));
    i = j + 1;
  }
  return out.join(", ");
}
