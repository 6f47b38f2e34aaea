import { whenPageSettled } from './page-settled';

describe('whenPageSettled', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs once the loaded page is idle, not during the render that asked', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    whenPageSettled(run);
    expect(run).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event while the page is still loading', () => {
    jest.useFakeTimers();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const run = jest.fn();
    whenPageSettled(run);
    jest.runAllTimers();
    expect(run).not.toHaveBeenCalled();

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });

  it('does not run once cancelled', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    const cancel = whenPageSettled(run);
    cancel();
    jest.runAllTimers();
    expect(run).not.toHaveBeenCalled();
  });
});
