// Module Federation settings of this remote: one expose per route it owns. Shared singletons and
// `dts: false` are added by @academy/shared/build/webpack.
module.exports = {
  name: 'careers',
  filename: 'remoteEntry.js',
  manifest: true,
  exposes: {
    './CareersPage': './src/pages/CareersPage.tsx',
    './CareerRegistrationPage': './src/pages/CareerRegistrationPage.tsx',
    './SavedApplicationNotice': './src/widgets/SavedApplicationNotice.tsx',
  },
};
