// The current text in the URL (a link to share) and in local storage (survives a reload).
// The URL holds the text deflated and base64url-encoded: `#code=...`.

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export async function encodeText(text: string): Promise<string> {
  return toBase64Url(await pipe(new TextEncoder().encode(text), new CompressionStream("deflate-raw")));
}

/** A shared text is at most this long once inflated (a variant is at most 1 MB: see RISK1008). */
export const MAX_SHARED_TEXT = 1024 * 1024;
/** Deflated text is rarely smaller than a tenth: longer links are refused before inflating them. */
const MAX_LINK_CHARS = 4 * MAX_SHARED_TEXT;

/** Inflate, stopping as soon as the output passes `limit` bytes (a small link can inflate to gigabytes). */
async function inflateAtMost(bytes: Uint8Array, limit: number): Promise<Uint8Array | "too large"> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      return "too large";
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

export type SharedText = { text: string } | { problem: string };

export async function decodeText(encoded: string): Promise<SharedText> {
  const tooLarge = { problem: `the shared link holds more than ${MAX_SHARED_TEXT / 1048576} MB of text: it was not opened` };
  if (encoded.length > MAX_LINK_CHARS) return tooLarge;
  try {
    const bytes = await inflateAtMost(fromBase64Url(encoded), MAX_SHARED_TEXT);
    if (bytes === "too large") return tooLarge;
    return { text: new TextDecoder().decode(bytes) };
  } catch {
    return { problem: "the shared link is damaged: it was not opened" };
  }
}

export const STORAGE_KEY = "riskc.playground.text";

/** The text of a `#code=...` link; undefined when the address has none. */
export async function textFromHash(hash: string): Promise<SharedText | undefined> {
  const match = /(?:^#|&)code=([A-Za-z0-9_-]+)/.exec(hash);
  return match ? decodeText(match[1]!) : undefined;
}
