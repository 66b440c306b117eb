import QRCode from 'qrcode';

export interface QrModules {
  /** Modules per side, quiet zone excluded. */
  size: number;
  /** Row-major, true for a dark module. */
  dark: (x: number, y: number) => boolean;
}

/** The QR symbol of `text` (error correction M), computed in the browser by the `qrcode` library. */
export function qrModules(text: string): QrModules {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (x, y) => Boolean(modules.get(y, x)) };
}

/** One SVG path of unit squares, one per dark module, offset by the quiet zone. */
export function qrPath({ size, dark }: QrModules, quietZone: number): string {
  const parts: string[] = [];
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (dark(x, y)) parts.push(`M${x + quietZone} ${y + quietZone}h1v1h-1z`);
    }
  }
  return parts.join('');
}
