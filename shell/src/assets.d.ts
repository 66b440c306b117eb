declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.css' {
  const css: string;
  export default css;
}
// A photo from photos/, through the build's photo pipeline (scripts/photoLoader.cjs).
declare module '*?responsive' {
  // An ambient module cannot import by a relative path; a type query can.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const photo: import('./lib/ResponsivePicture').ResponsivePhoto;
  export default photo;
}
