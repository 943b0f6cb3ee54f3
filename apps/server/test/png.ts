import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A valid 8-bit RGB PNG drawn in code. `noise` fills the pixels with random bytes and stores them
 * uncompressed, which makes the file at least width * height * 3 bytes: a way to build an oversized image.
 */
export function encodePng(width: number, height: number, options: { noise?: boolean } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rowLength = 1 + width * 3; // each row starts with filter type 0
  const raw = options.noise ? randomBytes(rowLength * height) : Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y++) {
    raw[y * rowLength] = 0;
    if (!options.noise) {
      for (let x = 0; x < width; x++) raw.writeUIntBE(0x3366cc, y * rowLength + 1 + x * 3, 3);
    }
  }
  const pixels = deflateSync(raw, { level: options.noise ? 0 : 9 });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A PNG whose header claims `width` x `height` but whose pixel data holds a single row: what a decompression
 * bomb looks like to a check that reads the header, without building gigabytes in a test.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const firstRow = deflateSync(Buffer.alloc(1 + width * 3));
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', firstRow), chunk('IEND', Buffer.alloc(0))]);
}

/** The smallest PDF header file-type recognises: a real upload kind that is not an image. */
export function minimalPdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
}
