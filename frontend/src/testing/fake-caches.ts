/** An in-memory Cache Storage (jsdom has none), installed as `caches` until the returned restore is called. */
export function installFakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL) =>
    typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
  const fake = {
    open: (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return Promise.resolve({
        put: (request: RequestInfo | URL, response: Response) => {
          store.set(keyOf(request), response);
          return Promise.resolve();
        },
        match: (request: RequestInfo | URL) => Promise.resolve(store.get(keyOf(request))?.clone()),
      });
    },
    delete: (name: string) => Promise.resolve(stores.delete(name)),
    keys: () => Promise.resolve([...stores.keys()]),
  };
  Object.defineProperty(globalThis, 'caches', { value: fake, configurable: true, writable: true });
  return {
    names: () => [...stores.keys()],
    restore: () => {
      Reflect.deleteProperty(globalThis, 'caches');
    },
  };
}

/**
 * Gives every test of the calling `describe` a fresh fake Cache Storage, removed after it; the
 * answer names the caches the running test's storage holds.
 */
export function withFakeCaches() {
  let fake: ReturnType<typeof installFakeCaches> | undefined;
  beforeEach(() => {
    fake = installFakeCaches();
  });
  afterEach(() => {
    fake?.restore();
  });
  return { names: () => fake?.names() ?? [] };
}
