// The academy's logo mark, a knight over an abacus rod in a 64 × 64 box, as plain data: the
// header's LogoMark (shell), the sample certificates (api) and the illustrations
// (scripts/draw-illustrations.mjs) all draw this one knight. No imports, so Node loads it as it is.

/** The knight's outline, in the mark's 64 × 64 box. */
export const KNIGHT_PATH =
  'M21 44h22v-3c0-3-1.6-5-3.5-7.2-1.7-2-1.9-4.2-.5-6.6 2.4-4 2.6-8.8.1-12.6C37 11 32.8 9 28.5 9.3l-2-4.3-3 5.2c-4.4 2.4-7.6 6.9-8.3 12.4l-1.7 3.4c-.9 1.9.4 4 2.5 3.8l2.6-.3 3.4-2.2c1.9-.3 3.1.9 2.7 2.7-1.6 2.9-4.6 5.3-5.7 8.8-.6 1.8-.6 3.5-.1 5.2z';
