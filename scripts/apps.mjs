// The static apps of DESIGN §3 and their ports.
export const APPS = [
  { name: '@academy/shell', dir: 'shell', port: 3000 },
  { name: '@academy/mfe-courses', dir: 'mfe-courses', port: 3001 },
  { name: '@academy/mfe-enrolment', dir: 'mfe-enrolment', port: 3002 },
  { name: '@academy/mfe-chess', dir: 'mfe-chess', port: 3003 },
  { name: '@academy/mfe-careers', dir: 'mfe-careers', port: 3004 },
  { name: '@academy/mfe-media', dir: 'mfe-media', port: 3005 },
];
export const API_PORT = 4000;
