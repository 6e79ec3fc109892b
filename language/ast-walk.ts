// A walk over every node of an AST (any object of the tree, with or without a `kind`): the index
// of names and the quick fixes find what they need by its shape, without a visitor per kind.

/** Call `visit` on every object of the tree, parents before children; spans are not walked. */
export function walkAst(root: unknown, visit: (node: Record<string, unknown>) => void): void {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push(node[i]);
      continue;
    }
    if (node === null || typeof node !== "object") continue;
    const n = node as Record<string, unknown>;
    visit(n);
    const children = Object.entries(n).filter(([key, value]) => key !== "span" && value !== null && typeof value === "object");
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]![1]);
  }
}

/** The first node for which `test` holds, in text order. */
export function findNode<T>(root: unknown, test: (node: Record<string, unknown>) => boolean): T | undefined {
  let found: T | undefined;
  walkAst(root, (n) => {
    if (found === undefined && test(n)) found = n as T;
  });
  return found;
}
