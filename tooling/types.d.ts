// The render bundle's entry imports the remote's pages under this name, an alias webpack resolves
// (build/prerenderRemote.js).
declare module 'academy-remote-pages';
// Set by webpack in a bundle's entry.
declare let __webpack_public_path__: string;
