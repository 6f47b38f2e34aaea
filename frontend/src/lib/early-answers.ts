/**
 * Answers asked for while the app starts, before any component exists: the opened page's first reads
 * leave with the page's code instead of after its first render, one round trip earlier on a slow
 * phone (docs/performance.md). The API's fetch takes each answer once, for the same address, if it
 * is still fresh; anything else goes to the network as usual.
 */

/** Older than this, an early answer is not used: the page was not opened right away after all. */
const FRESH_FOR_MS = 10_000;

interface EarlyAnswer {
  answer: Promise<Response>;
  askedAt: number;
}

const earlyAnswers = new Map<string, EarlyAnswer>();

const addressOf = (path: string) => new URL(path, window.location.href).href;

/** Starts a GET of `path` (e.g. `/api/dashboard`) with the session's cookie, once per address. */
export function askEarly(path: string): void {
  const address = addressOf(path);
  if (earlyAnswers.has(address)) return;
  const answer = fetch(address, { credentials: 'include' });
  // Nobody may ever take it: its failure must not surface as an unhandled rejection.
  answer.catch(() => undefined);
  earlyAnswers.set(address, { answer, askedAt: Date.now() });
}

/**
 * The fetch of the API's base query: a GET whose address was asked early gets that answer, if it
 * succeeded (a 401 from before a sign-in, say, is asked again); everything else is fetched.
 */
export function fetchWithEarlyAnswers(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const early = request.method === 'GET' ? earlyAnswers.get(request.url) : undefined;
  if (!early) return fetch(request);
  earlyAnswers.delete(request.url);
  if (Date.now() - early.askedAt > FRESH_FOR_MS) return fetch(request);
  return early.answer.then(
    (answer) => (answer.ok ? answer : fetch(request)),
    () => fetch(request),
  );
}

/** Forgets every answer not taken yet: called when someone signs in or out, whose answers they were not. */
export function forgetEarlyAnswers(): void {
  earlyAnswers.clear();
}
