/** The most letters of a name on one line of the chart: about the width between two people. */
export const NAME_LINE_LETTERS = 24;
const MAX_LINES = 2;
// Browsers before 2024 (Firefox 125) lack Intl.Segmenter: there an accent typed apart counts as a letter.
const segmenter =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('pt-BR', { granularity: 'grapheme' }) : null;

/** The letters as a reader counts them: an accent typed apart stays with its letter. */
function letters(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), ({ segment }) => segment) : Array.from(text);
}

/**
 * A person's name as the chart writes it: whole words on up to two lines of `NAME_LINE_LETTERS`, the
 * rest cut with an ellipsis, and whether anything was cut (the chart then keeps the whole name as the
 * node's title). A single word longer
 * than a line is cut too. Long Brazilian names ("Maria Aparecida dos Santos Oliveira") ran into the
 * next person's place on one line.
 */
export function nameLines(name: string, perLine = NAME_LINE_LETTERS): { lines: string[]; cut: boolean } {
  const lines: string[] = [];
  let current = '';
  for (const word of name.trim().split(/\s+/).filter(Boolean)) {
    const joined = current ? `${current} ${word}` : word;
    if (letters(joined).length <= perLine || !current) {
      current = joined;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  const kept = lines.slice(0, MAX_LINES);
  const cutAfterLast = lines.length > MAX_LINES;
  let cut = cutAfterLast;
  const shown = kept.map((line, index) => {
    const chars = letters(line);
    const cutAfter = index === kept.length - 1 && cutAfterLast;
    if (chars.length > perLine || (cutAfter && chars.length === perLine)) {
      cut = true;
      return `${chars
        .slice(0, perLine - 1)
        .join('')
        .trimEnd()}…`;
    }
    return cutAfter ? `${line}…` : line;
  });
  return { lines: shown, cut };
}
