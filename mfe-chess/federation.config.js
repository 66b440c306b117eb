// Module Federation settings of this remote (routes and exposes: docs/architecture.md). Shared singletons and
// `dts: false` are added by @academy/shared/build/webpack.
module.exports = {
  name: 'chess',
  filename: 'remoteEntry.js',
  manifest: true,
  exposes: {
    './TournamentsPage': './src/pages/TournamentsPage.tsx',
    './PuzzlePage': './src/pages/PuzzlePage.tsx',
    './TimeConverterPage': './src/pages/TimeConverterPage.tsx',
  },
};
