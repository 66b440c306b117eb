// Module Federation settings of this remote (DESIGN §1 route table). Shared singletons and
// `dts: false` are added by @academy/shared/build/webpack.
module.exports = {
  name: 'chess',
  filename: 'remoteEntry.js',
  manifest: true,
  exposes: {
    './TournamentsPage': './src/pages/TournamentsPage.tsx',
    './PuzzlePage': './src/pages/PuzzlePage.tsx',
  },
};
