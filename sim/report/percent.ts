// How every report writes a rate: as a percentage with one decimal, and with its sign (the minus
// sign, not a hyphen) where it is a difference or an edge.
export const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

export const signedPercent = (x: number) => `${x > 0 ? "+" : x < 0 ? "−" : ""}${(Math.abs(x) * 100).toFixed(1)}%`;
