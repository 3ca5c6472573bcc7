import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// react-router needs these Web APIs, which jest's jsdom environment does not expose.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks these browser APIs that Mantine uses (a node-environment test has no window at all).
if (typeof window !== "undefined") installBrowserApis();

function installBrowserApis() {
  Object.defineProperty(window, "matchMedia", {
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
