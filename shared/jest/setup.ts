import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs these and jsdom lacks them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling; the shell scrolls to top on every route change.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
