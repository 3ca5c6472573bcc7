import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// findBy* and waitFor wait up to 5 s: a first render can take over a second on a busy machine (CI runs two projects at once).
configure({ asyncUtilTimeout: 5000 });

// react-router needs these Web APIs, which jest's jsdom environment does not expose.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks these browser APIs that Mantine uses (a node-environment test has no window at all).
if (typeof window !== 'undefined') installBrowserApis();

function installBrowserApis() {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  window.scrollTo = () => undefined;
  class ResizeObserverPolyfill {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverPolyfill;
}
