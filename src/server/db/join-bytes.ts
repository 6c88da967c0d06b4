/**
 * The parts, in order, in one new buffer of its own: never a view into a larger one (Node's shared pool of small
 * Buffers, PGlite's memory), since the embedded database's thread messages transfer their buffer whole.
 */
export function joinBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}
