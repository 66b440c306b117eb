// What the photo loader (scripts/photoLoader.cjs) exports, for unit tests, which do not run webpack.
module.exports = {
  __esModule: true,
  default: {
    src: '/assets/photo-800.webp',
    width: 1600,
    height: 1000,
    placeholder: 'data:image/webp;base64,UklGRg==',
    sources: [
      { type: 'image/avif', srcSet: '/assets/photo-480.avif 480w, /assets/photo-800.avif 800w' },
      { type: 'image/webp', srcSet: '/assets/photo-480.webp 480w, /assets/photo-800.webp 800w' },
    ],
  },
};
