import { registerServiceWorker } from './service-worker';

jest.mock('./page-settled', () => {
  const settling: (() => void)[] = [];
  return {
    settling,
    whenPageSettled: (run: () => void) => {
      settling.push(run);
      return () => undefined;
    },
  };
});
const { settling } = jest.requireMock<{ settling: (() => void)[] }>('./page-settled');
const aTaskLater = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerServiceWorker', () => {
  it("installs the worker only once the first page's code has arrived and the page has settled", async () => {
    const register = jest.fn(() => new Promise<never>(() => undefined));
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, addEventListener: jest.fn() },
    });

    let codeArrives: () => void = () => undefined;
    const routeCodeArrived = new Promise<void>((resolve) => {
      codeArrives = resolve;
    });
    registerServiceWorker(routeCodeArrived);
    await aTaskLater();
    expect(settling).toHaveLength(0);

    codeArrives();
    await aTaskLater();
    expect(settling).toHaveLength(1);
    expect(register).not.toHaveBeenCalled();

    settling[0]?.();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});
