/** The least length of a new password; the server refuses shorter ones and judges the rest. */
export const NEW_PASSWORD_MIN_LENGTH = 8;

/** zxcvbn's score: 0 (guessed at once) to 4 (very hard to guess). */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export type StrengthEstimator = (password: string, userInputs: string[]) => StrengthScore;

let estimator: Promise<StrengthEstimator> | undefined;

/**
 * The estimator with its common and Brazilian-Portuguese dictionaries, loaded on first use: its
 * dictionaries weigh hundreds of kilobytes, so they stay out of the initial bundle.
 */
export function loadStrengthEstimator(): Promise<StrengthEstimator> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    // Named so the service worker can leave them out of its precache (webpack.config.js).
    import(/* webpackChunkName: "zxcvbn-common" */ '@zxcvbn-ts/language-common'),
    import(/* webpackChunkName: "zxcvbn-pt-br" */ '@zxcvbn-ts/language-pt-br'),
  ]).then(([core, common, ptBr]) => {
    const factory = new core.ZxcvbnFactory({
      translations: ptBr.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...ptBr.dictionary },
    });
    return (password, userInputs) => factory.check(password, userInputs).score;
  });
  return estimator;
}
