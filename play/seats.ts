// Seats by name: a colour each, the same colours the map and the reports draw them in
// (sim/report's seatColours, in this order), so "Red" in the log is the red of the map.
/** Seat names by seat index, the players' colours; T1 neutral seats are named apart. */
export const seatColourNames = ["Red", "Blue", "Green", "Orange", "Purple", "Brown", "Pink", "Cyan"] as const;

/** The name of the seat at index `seat` (0-based): its colour, or for a T1 neutral seat `Neutral` (`Neutral 2`...). */
export function seatName(state: { readonly players: number; readonly seats: number }, seat: number): string {
  if (seat >= state.players) return state.seats - state.players > 1 ? `Neutral ${seat - state.players + 1}` : "Neutral";
  const colour = seatColourNames[seat % seatColourNames.length]!;
  return seat < seatColourNames.length ? colour : `${colour} ${Math.floor(seat / seatColourNames.length) + 1}`;
}

/** `n thing` with the plural the count needs (`1 army`, `3 armies`). */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export const armies = (n: number): string => counted(n, "army", "armies");
