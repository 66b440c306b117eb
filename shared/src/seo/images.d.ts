// Webpack's asset modules turn an imported PNG into its URL (jest maps it to a stub).
declare module '*.png' {
  const url: string;
  export default url;
}
