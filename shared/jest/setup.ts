import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs these and jsdom lacks them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling; the shell scrolls to top on every route change.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// A `findBy…` or `waitFor` waits for what it reads until this long: on a busy two-core machine a
// lazy chunk and a mocked answer can take well over Testing Library's default second, and a test
// must give the same answer there as on an idle one. A passing wait returns as soon as it holds.
configure({ asyncUtilTimeout: 5_000 });
