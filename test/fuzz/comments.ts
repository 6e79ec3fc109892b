// Comments where authors put them and where they do not: before a random token, a block comment
// (`/* note */`) or a line comment (`// note` and a line break), one to four of them. The
// formatter must keep each, in its order (its own check), whatever it sits between.
import { lex } from "../../grammar/index.js";
import type { Random } from "./random.js";

export function withComments(text: string, r: Random): string {
  const tokens = lex(text);
  if (tokens.length === 0) return text;
  const at = Array.from({ length: r.between(1, 4) }, () => r.pick(tokens).startOffset).sort((a, b) => b - a);
  return at.reduce((out, offset, k) => {
    const comment = r.chance(0.5) ? `/* note ${k} */ ` : `// note ${k}\n`;
    return out.slice(0, offset) + comment + out.slice(offset);
  }, text);
}
