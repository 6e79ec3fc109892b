// Both formats are INI-like: `[section]` headers, one item a line, `;` starting a comment line.
// This splits a file into its sections, each line with its number; blank and comment lines go.

export interface Line {
  /** 1-based. */
  number: number;
  text: string;
}

export interface Section {
  /** Lower case, without the brackets; "" for the lines before the first header. */
  name: string;
  line: number;
  lines: Line[];
}

export function sectionsOf(text: string): Section[] {
  const sections: Section[] = [{ name: "", line: 0, lines: [] }];
  text
    .replace(/^\ufeff/, "")
    .split(/\r?\n|\r/)
    .forEach((raw, i) => {
      const line = raw.trim();
      if (line === "" || line.startsWith(";")) return;
      const header = /^\[([^\]]*)\]$/.exec(line);
      if (header) sections.push({ name: header[1]!.trim().toLowerCase(), line: i + 1, lines: [] });
      else sections.at(-1)!.lines.push({ number: i + 1, text: line });
    });
  return sections;
}

/** A whole number written in decimal digits (an optional minus), or undefined. */
export function wholeNumber(text: string): number | undefined {
  return /^-?\d{1,9}$/.test(text) ? Number(text) : undefined;
}
