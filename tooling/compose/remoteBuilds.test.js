const path = require('node:path');
const { buildFileOf } = require('./remoteBuilds');

// The shell's prerender and the release script find a composed build's files: on disk for a
// remote's local server, over HTTP for any other host.

test('a local remote entry points into that remote folder’s dist/<version>/', () => {
  expect(buildFileOf('careers', 'http://localhost:3004/0.2.0/remoteEntry.js', 'prerender.js')).toEqual({
    file: path.resolve(__dirname, '../../mfe-careers/dist/0.2.0/prerender.js'),
  });
});

test('an entry on another host, or on another remote’s port, is read beside the entry', () => {
  expect(buildFileOf('careers', 'https://cdn.example.org/careers/0.2.0/remoteEntry.js', 'mf-manifest.json')).toEqual({
    url: 'https://cdn.example.org/careers/0.2.0/mf-manifest.json',
  });
  expect(buildFileOf('careers', 'http://localhost:3005/0.2.0/remoteEntry.js', 'mf-manifest.json')).toEqual({
    url: 'http://localhost:3005/0.2.0/mf-manifest.json',
  });
});
