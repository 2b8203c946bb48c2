import { inflateRawSync } from 'node:zlib';

// A Word document is a zip whose parts mammoth inflates and parses whole. Before it does, each part is
// inflated here with a cap, the zip read as mammoth's zip reader reads it (the central directory, then
// each part's local header), so nothing past the cap is ever built.

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** A field of this value moves to a ZIP64 record; no Word document within the upload size needs one. */
const ZIP64 = 0xffffffff;
const STORED = 0;

/**
 * Whether the zip's parts inflate to at most `maxBytes` together. A zip too damaged to read is left to
 * mammoth, which refuses it.
 */
export function docxInflatesWithin(bytes: Uint8Array, maxBytes: number): boolean {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = zip.lastIndexOf(END_OF_DIRECTORY);
  if (end < 0 || end + 22 > zip.length) return true;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (at === ZIP64) return false;
  let left = maxBytes;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return true;
    const method = zip.readUInt16LE(at + 10);
    const packedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const localAt = zip.readUInt32LE(at + 42);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (packedSize === ZIP64 || size === ZIP64 || localAt === ZIP64) return false;
    if (localAt + 30 > zip.length || zip.readUInt32LE(localAt) !== LOCAL_HEADER) return true;
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const packed = zip.subarray(dataAt, dataAt + packedSize);
    const inflated = method === STORED ? packed.length : inflatedLength(packed, left);
    if (inflated > left) return false;
    left -= inflated;
  }
  return true;
}

/** The part's inflated length, or `cap + 1` as soon as it passes the cap; 0 for data that does not inflate. */
function inflatedLength(packed: Buffer, cap: number): number {
  try {
    return inflateRawSync(packed, { maxOutputLength: cap + 1 }).length;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') return cap + 1;
    return 0;
  }
}
