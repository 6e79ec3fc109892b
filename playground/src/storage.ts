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

export async function decodeText(encoded: string): Promise<string | undefined> {
  try {
    return new TextDecoder().decode(await pipe(fromBase64Url(encoded), new DecompressionStream("deflate-raw")));
  } catch {
    return undefined;
  }
}

export const STORAGE_KEY = "riskc.playground.text";

export async function textFromHash(hash: string): Promise<string | undefined> {
  const match = /(?:^#|&)code=([A-Za-z0-9_-]+)/.exec(hash);
  return match ? decodeText(match[1]!) : undefined;
}
