#!/usr/bin/env node
// Draws every illustration of the site in one style and writes the files the apps import:
//   shared/src/catalogue/images/{slug}.svg, icon-{slug}.svg  the five courses (640×400, 64×64)
//   shell/src/assets/why-*.svg, tool-*.svg                   Home's Why and Tools cards (640×400)
//   shell/photos/hero-chess-class.png                       the hero's master image (1600×1000),
//                                                            which the shell's photo pipeline turns
//                                                            into AVIF/WebP (shell/photos/README.md)
// Run it after changing a scene or the theme's colours: `node scripts/draw-illustrations.mjs`,
// then commit what it wrote. The objects are Microsoft's Fluent Emoji Flat (MIT licence, package
// @iconify-json/fluent-emoji-flat; docs/decisions/illustrations.md), placed on soft shapes in the
// theme's colours. No words are drawn: every picture sits beside text that names it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { theme } from '../shared/src/theme/theme.ts';
// The academy's knight, the same drawing as the logo mark, in a 64 box.
import { KNIGHT_PATH as KNIGHT } from '../contracts/src/brand/logoMark.ts';

const require = createRequire(import.meta.url);
const emoji = require('@iconify-json/fluent-emoji-flat/icons.json');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { color } = theme;

// The MIT licence asks for the copyright notice in every copy: a few bytes in each file.
const NOTICE = '<!-- Drawn by scripts/draw-illustrations.mjs; objects from Fluent Emoji Flat, (c) Microsoft Corporation, MIT licence -->';

/** `hex` mixed with white: t = 0 is the colour, 1 is white. */
function tint(hex, t) {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c) =>
    Math.round(c + (255 - c) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${mix(n >> 16)}${mix((n >> 8) & 255)}${mix(n & 255)}`;
}

// Four backgrounds, all from the theme: navy, orange, green and amber, very light.
const PALETTES = {
  navy: { bg: tint(color.primary, 0.88), blob: tint(color.primary, 0.78), dot: color.primary },
  orange: { bg: tint(color.accent, 0.9), blob: tint(color.accent, 0.8), dot: color.accent },
  green: { bg: tint(color.success, 0.9), blob: tint(color.success, 0.8), dot: color.success },
  amber: { bg: tint(color.focus, 0.88), blob: tint(color.focus, 0.76), dot: color.focus },
};

/** Collects the emoji a picture uses as symbols, each defined once however often it is placed. */
function canvas() {
  const used = new Map();
  let uid = 0;
  return {
    /** Emoji `name` in a box of `size` at (x, y), optionally turned by `rotate` degrees. */
    put(name, x, y, size, rotate = 0) {
      const icon = emoji.icons[name];
      if (!icon) throw new Error(`No emoji named ${name}`);
      if (!used.has(name)) {
        // Ids inside an emoji's own drawing get a prefix, so two emoji never share one.
        const prefix = `e${uid++}`;
        const body = icon.body.replace(/id="([^"]+)"/g, `id="${prefix}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`);
        used.set(name, { id: `s${used.size}`, body, w: icon.width ?? emoji.width, h: icon.height ?? emoji.height });
      }
      const { id } = used.get(name);
      const turn = rotate ? ` transform="rotate(${rotate} ${x + size / 2} ${y + size / 2})"` : '';
      return `<use href="#${id}" x="${x}" y="${y}" width="${size}" height="${size}"${turn}/>`;
    },
    defs() {
      return [...used.values()].map((s) => `<symbol id="${s.id}" viewBox="0 0 ${s.w} ${s.h}">${s.body}</symbol>`).join('');
    },
  };
}

/** The shared stage of every scene: a light ground, a soft disc behind the subject, a shadow, a few dots. */
function scene({ width = 640, height = 400, palette, draw }) {
  const p = PALETTES[palette];
  const c = canvas();
  const content = draw(c, p);
  const cx = width / 2;
  const cy = height / 2;
  const scale = width / 640;
  const s = (n) => Math.round(n * scale * 10) / 10;
  const stage =
    `<rect width="${width}" height="${height}" fill="${p.bg}"/>` +
    `<circle cx="${cx}" cy="${s(190)}" r="${s(165)}" fill="${p.blob}"/>` +
    `<circle cx="${s(560)}" cy="${s(60)}" r="${s(70)}" fill="${p.blob}" opacity=".6"/>` +
    `<circle cx="${s(70)}" cy="${s(350)}" r="${s(90)}" fill="${p.blob}" opacity=".6"/>` +
    `<ellipse cx="${cx}" cy="${s(338)}" rx="${s(210)}" ry="${s(20)}" fill="${p.dot}" opacity=".12"/>` +
    `<g fill="${p.dot}"><circle cx="${s(96)}" cy="${s(82)}" r="${s(7)}" opacity=".35"/><circle cx="${s(560)}" cy="${s(318)}" r="${s(9)}" opacity=".3"/>` +
    `<circle cx="${s(520)}" cy="${s(150)}" r="${s(5)}" opacity=".4"/><circle cx="${s(140)}" cy="${s(250)}" r="${s(4)}" opacity=".4"/></g>`;
  void cy;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true">${NOTICE}<defs>${c.defs()}</defs>${stage}${content}</svg>\n`;
}

/** A chess board seen from the front: 8 × 8 squares on a skewed, flattened plane. */
function board(x, y, cell, dark, light) {
  let squares = '';
  for (let r = 0; r < 8; r++) for (let f = 0; f < 8; f++) if ((r + f) % 2) squares += `M${f * cell} ${r * cell}h${cell}v${cell}h-${cell}z`;
  const side = cell * 8;
  return (
    `<g transform="translate(${x} ${y}) skewX(-28) scale(1 .42)">` +
    `<rect x="-10" y="-10" width="${side + 20}" height="${side + 34}" rx="10" fill="${dark}" opacity=".9"/>` +
    `<rect width="${side}" height="${side}" fill="${light}"/><path d="${squares}" fill="${dark}"/></g>`
  );
}

/** The academy's knight as a chess piece: the logo's outline on a round base. */
function knight(x, y, size, fill, outline) {
  const k = size / 64;
  return (
    `<g transform="translate(${x} ${y}) scale(${k})"><path d="${KNIGHT}" fill="${fill}" stroke="${outline}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<rect x="15" y="44" width="34" height="8" rx="4" fill="${fill}" stroke="${outline}" stroke-width="2.5"/></g>`
  );
}

/** Lines of code as coloured bars (no legible words): indentation and colours like an editor's. */
function codeLines(x, y, rows) {
  const palette = [color.primary, color.accent, color.success, color.focus];
  return rows
    .map(([indent, widths], i) => {
      let at = x + indent * 18;
      return widths
        .map((w, j) => {
          const bar = `<rect x="${at}" y="${y + i * 22}" width="${w}" height="10" rx="5" fill="${palette[(i + j) % palette.length]}" opacity=".85"/>`;
          at += w + 8;
          return bar;
        })
        .join('');
    })
    .join('');
}

const SCENES = {
  // ——— The five courses ———
  'shared/src/catalogue/images/chess.svg': {
    palette: 'navy',
    draw: (c) =>
      board(255, 240, 30, color.primary, tint(color.primary, 0.82)) +
      knight(215, 120, 150, '#fff', color.primary) +
      c.put('chess-pawn', 392, 160, 96) +
      c.put('chess-pawn', 336, 214, 72) +
      c.put('trophy', 470, 96, 92) +
      c.put('stopwatch', 92, 150, 84) +
      c.put('sparkles', 430, 60, 44),
  },
  'shared/src/catalogue/images/coding.svg': {
    palette: 'green',
    draw: (c) =>
      c.put('laptop', 170, 88, 260) +
      `<g transform="translate(210 122)"><rect width="180" height="125" rx="6" fill="#1b1f2a"/>` +
      codeLines(14, 18, [
        [0, [40, 60]],
        [1, [70, 30]],
        [2, [50, 40]],
        [1, [30]],
        [0, [64, 24]],
      ]) +
      `</g>` +
      c.put('robot', 456, 170, 100) +
      c.put('rocket', 92, 84, 84, -10) +
      c.put('gear', 96, 230, 64),
  },
  'shared/src/catalogue/images/abacus.svg': {
    palette: 'orange',
    draw: (c) =>
      c.put('abacus', 190, 70, 260) +
      c.put('input-numbers', 96, 110, 80) +
      c.put('light-bulb', 466, 80, 84) +
      c.put('pencil', 470, 230, 76, 20) +
      c.put('sparkles', 120, 240, 44),
  },
  'shared/src/catalogue/images/conceptualmath.svg': {
    palette: 'amber',
    draw: (c) =>
      `<g opacity=".9"><circle cx="156" cy="120" r="34" fill="${color.primary}"/>` +
      `<path d="M520 70l40 68h-80z" fill="${color.success}"/></g>` +
      `<g transform="translate(505 262)"><circle r="44" fill="#fff"/><path d="M0 0V-44A44 44 0 0 1 38.1 22z" fill="${color.accent}"/></g>` +
      c.put('notebook', 170, 90, 220, -6) +
      c.put('triangular-ruler', 320, 130, 150) +
      c.put('pencil', 130, 230, 90, -10),
  },
  'shared/src/catalogue/images/vedicmath.svg': {
    palette: 'green',
    draw: (c) =>
      c.put('open-book', 180, 150, 200) +
      c.put('brain', 250, 48, 140) +
      c.put('stopwatch', 452, 140, 100) +
      c.put('diya-lamp', 96, 200, 96) +
      c.put('sparkles', 400, 60, 48) +
      c.put('lotus', 380, 250, 70),
  },
  // ——— Why families choose us ———
  'shell/src/assets/why-instructors.svg': {
    palette: 'navy',
    draw: (c) =>
      c.put('woman-teacher-medium', 190, 60, 260) +
      c.put('graduation-cap', 460, 200, 100, 8) +
      c.put('open-book', 80, 220, 100) +
      c.put('glowing-star', 110, 80, 60) +
      c.put('sparkles', 470, 80, 50),
  },
  'shell/src/assets/why-live.svg': {
    palette: 'green',
    draw: (c) =>
      c.put('laptop', 160, 84, 280) +
      `<g transform="translate(203 121)"><rect width="194" height="134" rx="6" fill="${tint(color.primary, 0.85)}"/>` +
      `<rect x="8" y="8" width="110" height="118" rx="6" fill="#fff"/><rect x="126" y="8" width="60" height="55" rx="6" fill="#fff"/><rect x="126" y="71" width="60" height="55" rx="6" fill="#fff"/></g>` +
      c.put('woman-teacher-medium', 219, 135, 86) +
      c.put('boy-medium-light', 333, 132, 50) +
      c.put('girl-medium', 333, 195, 50) +
      c.put('speech-balloon', 460, 80, 80) +
      c.put('headphone', 84, 150, 90),
  },
  'shell/src/assets/why-resources.svg': {
    palette: 'orange',
    draw: (c) =>
      c.put('books', 130, 110, 190) +
      c.put('memo', 320, 90, 170, 6) +
      c.put('pencil', 470, 210, 90) +
      c.put('crayon', 90, 250, 70, -30) +
      c.put('bookmark-tabs', 470, 70, 70, 10),
  },
  'shell/src/assets/why-tournaments.svg': {
    palette: 'amber',
    draw: (c) =>
      board(250, 268, 22, color.primary, tint(color.primary, 0.82)) +
      c.put('trophy', 230, 50, 180) +
      c.put('1st-place-medal', 430, 120, 100) +
      c.put('chess-pawn', 110, 170, 90) +
      c.put('party-popper', 470, 40, 70) +
      c.put('sparkles', 120, 80, 50),
  },
  'shell/src/assets/why-flexible.svg': {
    palette: 'green',
    draw: (c) =>
      c.put('spiral-calendar', 170, 80, 210) +
      c.put('alarm-clock', 360, 150, 140) +
      c.put('house', 96, 200, 100) +
      c.put('money-bag', 490, 100, 70),
  },
  'shell/src/assets/why-structured.svg': {
    palette: 'navy',
    draw: (c) =>
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${150 + i * 90}" y="${290 - (i + 1) * 48}" width="90" height="${(i + 1) * 48 + 20}" rx="8" fill="${[tint(color.primary, 0.5), tint(color.primary, 0.3), tint(color.primary, 0.15), color.primary][i]}"/>`,
        )
        .join('') +
      c.put('triangular-flag', 432, 40, 90) +
      c.put('backpack', 160, 168, 72) +
      c.put('glowing-star', 80, 90, 60) +
      c.put('graduation-cap', 520, 230, 80, 8),
  },
  // ——— Tools ———
  'shell/src/assets/tool-chatbot.svg': {
    palette: 'navy',
    draw: (c) =>
      c.put('robot', 200, 90, 220) +
      `<g transform="translate(430 80)"><rect width="140" height="70" rx="20" fill="#fff"/><path d="M20 62l-10 26 30-20z" fill="#fff"/><g fill="${color.primary}"><circle cx="44" cy="35" r="8"/><circle cx="70" cy="35" r="8"/><circle cx="96" cy="35" r="8"/></g></g>` +
      `<g transform="translate(70 200)"><rect width="120" height="60" rx="20" fill="${color.accent}"/><path d="M100 52l16 24-34-16z" fill="${color.accent}"/><rect x="20" y="18" width="80" height="8" rx="4" fill="#fff"/><rect x="20" y="34" width="50" height="8" rx="4" fill="#fff" opacity=".8"/></g>` +
      c.put('light-bulb', 460, 220, 80),
  },
  'shell/src/assets/tool-time.svg': {
    palette: 'orange',
    draw: (c) =>
      c.put('globe-showing-asia-australia', 190, 60, 250) +
      c.put('alarm-clock', 80, 170, 120) +
      c.put('mantelpiece-clock', 440, 160, 120) +
      c.put('airplane', 450, 50, 80, 10),
  },
  'shell/src/assets/tool-quiz.svg': {
    palette: 'amber',
    draw: (c) =>
      c.put('puzzle-piece', 200, 90, 220, -8) +
      c.put('red-question-mark', 96, 80, 110, -12) +
      c.put('brain', 440, 70, 110) +
      c.put('check-mark-button', 460, 220, 80) +
      c.put('chess-pawn', 110, 230, 80),
  },
};

// Small tiles for the compact course cards: one object each, on the course picture's ground.
const ICONS = {
  chess: { palette: 'navy', knight: true },
  coding: { palette: 'green', name: 'laptop' },
  abacus: { palette: 'orange', name: 'abacus' },
  conceptualmath: { palette: 'amber', name: 'triangular-ruler' },
  vedicmath: { palette: 'green', name: 'brain' },
};

/** @param {{ palette: string, name?: string, knight?: boolean }} options */
function icon({ palette, name, knight: isKnight }) {
  const p = PALETTES[palette];
  const c = canvas();
  const figure = isKnight ? knight(12, 8, 40, '#fff', color.primary) : c.put(name, 12, 12, 40);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">${NOTICE}<defs>${c.defs()}</defs><rect width="64" height="64" rx="16" fill="${p.bg}"/><circle cx="32" cy="32" r="24" fill="${p.blob}"/>${figure}</svg>\n`;
}

/** The hero: a live chess class on a laptop (a teacher and two children), a board and the knight in front. */
function hero(width, height) {
  return scene({
    width,
    height,
    palette: 'navy',
    draw: (c) => {
      const k = width / 640;
      return (
        `<g transform="scale(${k})">` +
        c.put('laptop', 250, 40, 300) +
        `<g transform="translate(296 80)"><rect width="208" height="144" rx="6" fill="${tint(color.success, 0.8)}"/>` +
        `<rect x="8" y="8" width="120" height="128" rx="6" fill="#fff"/><rect x="136" y="8" width="64" height="60" rx="6" fill="#fff"/><rect x="136" y="76" width="64" height="60" rx="6" fill="#fff"/></g>` +
        c.put('woman-teacher-medium', 310, 94, 96) +
        c.put('boy-medium-light', 434, 92, 54) +
        c.put('girl-medium', 434, 162, 54) +
        board(150, 262, 19, color.primary, tint(color.primary, 0.82)) +
        knight(92, 170, 130, '#fff', color.primary) +
        c.put('chess-pawn', 200, 214, 70) +
        c.put('trophy', 520, 238, 80) +
        c.put('stopwatch', 80, 70, 70) +
        c.put('sparkles', 200, 40, 50) +
        `</g>`
      );
    },
  });
}

function write(file, text) {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  console.log(`${file}  ${Buffer.byteLength(text)} bytes`);
}

for (const [file, spec] of Object.entries(SCENES)) write(file, scene(spec));
for (const [slug, spec] of Object.entries(ICONS)) write(`shared/src/catalogue/images/icon-${slug}.svg`, icon(spec));

// The hero's master is raster, like a photo the academy would drop in shell/photos/, so it goes
// through the same pipeline; drawn at 1600 × 1000, enough for a 2× screen at the hero's width.
const heroPath = join(root, 'shell/photos/hero-chess-class.png');
mkdirSync(dirname(heroPath), { recursive: true });
await sharp(Buffer.from(hero(1600, 1000)))
  .png({ compressionLevel: 9, palette: true, quality: 95 })
  .toFile(heroPath);
console.log('shell/photos/hero-chess-class.png');
