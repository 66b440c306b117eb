// Module Federation settings of this remote: the three pages it owns. Shared singletons and
// `dts: false` are added by @academy/shared/build/webpack.
module.exports = {
  name: 'media',
  filename: 'remoteEntry.js',
  manifest: true,
  exposes: {
    './AchievementsPage': './src/pages/AchievementsPage.tsx',
    './AchievementDetailPage': './src/pages/AchievementDetailPage.tsx',
    './PaymentPage': './src/pages/PaymentPage.tsx',
  },
};
