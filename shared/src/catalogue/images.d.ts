// Webpack's asset modules turn an imported SVG into its URL (jest maps it to a stub).
declare module '*.svg' {
  const url: string;
  export default url;
}
