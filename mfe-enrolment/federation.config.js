// Module Federation settings of this remote (routes and exposes: docs/architecture.md). Shared singletons and
// `dts: false` are added by @academy/shared/build/webpack.
module.exports = {
  name: 'enrolment',
  filename: 'remoteEntry.js',
  manifest: true,
  exposes: {
    './RegistrationPage': './src/pages/RegistrationPage.tsx',
    './RegistrationForm': './src/widgets/RegistrationForm.tsx',
    './CourseRequestForm': './src/widgets/CourseRequestForm.tsx',
    './SavedRegistrationNotice': './src/widgets/SavedRegistrationNotice.tsx',
  },
};
