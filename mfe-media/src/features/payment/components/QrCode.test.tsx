import { screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { renderWithProviders } from '@academy/shared/testing';
import { QrCode } from './QrCode';

const SCALE = 8;

/** Paints the rendered SVG's unit squares into a PNG, as a phone camera would see the code. */
function rasterise(svg: Element): Buffer {
  const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const png = new PNG({ width: side * SCALE, height: side * SCALE });
  png.data.fill(255);
  const d = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let py = Number(y) * SCALE; py < (Number(y) + 1) * SCALE; py += 1) {
      for (let px = Number(x) * SCALE; px < (Number(x) + 1) * SCALE; px += 1) {
        const i = (py * png.width + px) * 4;
        png.data[i] = png.data[i + 1] = png.data[i + 2] = 0;
      }
    }
  }
  return PNG.sync.write(png);
}

function decode(pngBytes: Buffer): string | undefined {
  const { data, width, height } = PNG.sync.read(pngBytes);
  return jsQR(new Uint8ClampedArray(data), width, height)?.data;
}

test.each([
  'upi://pay?pa=gfiacademy@okaxis&pn=GFI%20Academy&cu=INR',
  'upi://pay?pa=a.much.longer.payee.address@oksbi&pn=Learn%20%26%20Play%20Academy%20Private%20Limited&cu=INR',
])('the drawn code decodes back to %s', (value) => {
  renderWithProviders(<QrCode value={value} label="Scan to pay" />);
  const svg = screen.getByRole('img', { name: 'Scan to pay' });
  expect(decode(rasterise(svg))).toBe(value);
});
