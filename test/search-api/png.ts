import { deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export type Rgb = readonly [number, number, number];

/**
 * A valid 8-bit RGB PNG of exactly `width`×`height` pixels: a background colour with a lighter
 * band across its middle third, like a placeholder photo (sky over ground).
 */
export function encodePng(width: number, height: number, background: Rgb, band: Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  // compression, filter and interlace methods: 0

  const rowOf = (colour: Rgb): Buffer => {
    const row = Buffer.alloc(1 + width * 3); // leading filter byte 0 (None)
    for (let x = 0; x < width; x += 1) row.set(colour, 1 + x * 3);
    return row;
  };
  const plain = rowOf(background);
  const banded = rowOf(band);
  const raw = Buffer.alloc(plain.length * height);
  for (let y = 0; y < height; y += 1) {
    const inBand = y >= Math.floor(height / 3) && y < Math.floor((2 * height) / 3);
    (inBand ? banded : plain).copy(raw, y * plain.length);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
