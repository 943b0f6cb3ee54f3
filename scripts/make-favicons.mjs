// Draws the browser icons from the brand mark (apps/web/public/favicon.svg, the mark of
// apps/web/src/shared/ui/brand-mark.tsx): favicon.ico with 16, 32 and 48 px images for browsers and
// tools that ask for /favicon.ico, and a 180 px apple-touch-icon.png for phone home screens.
// Run it after changing the mark: node scripts/make-favicons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps/web/public');
const ICO_SIZES = [16, 32, 48];
const TOUCH_ICON_SIZE = 180;
const ICO_HEADER_BYTES = 6;
const ICO_ENTRY_BYTES = 16;

const render = (svg, size, options = {}) =>
  sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .flatten(options.background ? { background: options.background } : false)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An ICO file whose images are PNGs, which every browser and Windows since Vista read. */
function icoOf(images) {
  const header = Buffer.alloc(ICO_HEADER_BYTES);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = ICO_HEADER_BYTES + ICO_ENTRY_BYTES * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(ICO_ENTRY_BYTES);
    entry.writeUInt8(size % 256, 0); // 0 means 256
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
const images = await Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await render(svg, size) })));
fs.writeFileSync(path.join(publicDir, 'favicon.ico'), icoOf(images));
// Home screens draw transparent corners black: the touch icon gets a white ground.
const touchIcon = await render(svg, TOUCH_ICON_SIZE, { background: '#ffffff' });
fs.writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), touchIcon);
console.log(
  `favicon.ico (${ICO_SIZES.join(', ')} px) and apple-touch-icon.png (${TOUCH_ICON_SIZE} px) in ${publicDir}`,
);
