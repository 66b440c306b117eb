import { registerServiceWorker } from './register';

function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  return Object.assign(target, { document: { readyState } }) as unknown as Window;
}

test('the worker is registered only after the load event', () => {
  const register = jest.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  const win = fakeWindow('interactive');
  registerServiceWorker({ register }, win);
  expect(register).not.toHaveBeenCalled();
  win.dispatchEvent(new Event('load'));
  expect(register).toHaveBeenCalledWith('sw.js');
  win.dispatchEvent(new Event('load'));
  expect(register).toHaveBeenCalledTimes(1);
});

test('a page that has already loaded registers at once', () => {
  const register = jest.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  registerServiceWorker({ register }, fakeWindow('complete'));
  expect(register).toHaveBeenCalledWith('sw.js');
});

test('a browser without service workers is left alone, and a refused registration throws nothing', async () => {
  expect(() => registerServiceWorker(undefined, fakeWindow('complete'))).not.toThrow();
  const register = jest.fn(() => Promise.reject(new Error('SecurityError')));
  registerServiceWorker({ register }, fakeWindow('complete'));
  await Promise.resolve();
  expect(register).toHaveBeenCalledTimes(1);
});
