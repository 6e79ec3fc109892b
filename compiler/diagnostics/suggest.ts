// "Did you mean ...?": the closest candidate by edit distance, in the manner of TypeScript's
// getSpellingSuggestion: a case-only difference wins; otherwise a candidate must be within about
// a third of the name's length, and names of very different length are not considered.

function editDistance(a: string, b: string, limit: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

export function suggestName(name: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(2, Math.floor(name.length * 0.34));
  let best: string | undefined;
  let bestDistance = limit + 1;
  const lower = name.toLowerCase().trim();
  for (const candidate of candidates) {
    if (candidate === name) continue;
    if (candidate.toLowerCase() === lower) return candidate;
    if (Math.abs(candidate.length - name.length) > limit) continue;
    const distance = editDistance(lower, candidate.toLowerCase(), bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** A name as the user writes it: quoted when it is not a plain identifier. */
export function showName(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : JSON.stringify(name);
}

export function didYouMean(name: string, candidates: Iterable<string>): { help: string } | Record<string, never> {
  const s = suggestName(name, candidates);
  return s === undefined ? {} : { help: `did you mean \`${showName(s)}\`?` };
}
