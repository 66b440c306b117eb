// Module Federation settings of this remote (routes and exposes: docs/architecture.md). Shared singletons and
// `dts: false` are added by @academy/shared/build/webpack.
module.exports = {
  name: 'courses',
  filename: 'remoteEntry.js',
  manifest: true,
  exposes: {
    './CoursesPage': './src/pages/CoursesPage.tsx',
    './CourseDetailPage': './src/pages/CourseDetailPage.tsx',
    './ReviewsPage': './src/pages/ReviewsPage.tsx',
    './CourseCards': './src/widgets/CourseCards.tsx',
    './CourseTabs': './src/widgets/CourseTabs.tsx',
  },
};
