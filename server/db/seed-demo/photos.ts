/**
 * Demo check-in photos: small PNGs drawn here (a soft two-colour gradient per photo, 240×160), so that the
 * demo's tasks show real images without shipping any. `demoPhoto(n)` answers the PNG bytes of photo n.
 */
import { crc32, deflateSync } from 'node:zlib';

const W = 240,
  H = 160;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** The PNG bytes of demo photo `n` (any integer; the colours turn with it). */
export function demoPhoto(n: number): Buffer {
  const hue = (n * 47) % 360;
  const [r1, g1, b1] = hsl(hue, 0.45, 0.72),
    [r2, g2, b2] = hsl((hue + 60) % 360, 0.5, 0.45);
  const rows = Buffer.alloc((W * 3 + 1) * H);
  for (let y = 0; y < H; y++) {
    const o = y * (W * 3 + 1);
    for (let x = 0; x < W; x++) {
      const t = (x / W + y / H) / 2;
      rows[o + 1 + x * 3] = r1 + (r2 - r1) * t;
      rows[o + 2 + x * 3] = g1 + (g2 - g1) * t;
      rows[o + 3 + x * 3] = b1 + (b2 - b1) * t;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(W, 0);
  header.writeUInt32BE(H, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [f(0), f(8), f(4)];
}
