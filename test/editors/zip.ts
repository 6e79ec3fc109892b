// Read a zip archive (a .vsix is one): its entries' names and contents, from the central
// directory at its end. Enough for the tests; no package needed.
import { inflateRawSync } from "node:zlib";

export interface ZipEntry {
  name: string;
  read(): Buffer;
}

export function readZip(zip: Buffer): ZipEntry[] {
  // The end-of-central-directory record: its signature, searched from the end (a comment may follow it).
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error("not a zip archive");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error("damaged central directory");
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    entries.push({
      name,
      read: () => {
        const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
        const data = zip.subarray(start, start + compressed);
        return method === 0 ? Buffer.from(data) : inflateRawSync(data);
      },
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
