// Text from the variant shown in Monaco's hovers, which render markdown: every character that
// markdown or HTML could read as syntax is escaped, so a name can never become an image, a link,
// an element or formatting. (A name like `![x](http://host/x.png)` would otherwise make the
// hover fetch that URL.)
const markdownSyntax = /[\\`*_{}[\]()#+\-.!|<>~:&"'=/]/g;

export function escapeMarkdown(text: string): string {
  return text.replace(markdownSyntax, (c) => `\\${c}`).replace(/\n(?!\n)/g, "  \n");
}
