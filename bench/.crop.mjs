import { createCanvas, loadImage } from '@napi-rs/canvas';
import { readFileSync, writeFileSync } from 'node:fs';
const [src, x, y, w, h, out] = process.argv.slice(2);
const img = await loadImage(readFileSync(src));
const c = createCanvas(+w, +h); c.getContext('2d').drawImage(img, -x, -y);
writeFileSync(out, c.toBuffer('image/png'));
