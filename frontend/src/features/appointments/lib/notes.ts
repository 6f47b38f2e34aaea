import { type ItalianField } from '../types';

/** The marker older appointments used to carry the Italian passport data inside their notes. */
export const ITALIAN_NOTES_MARKER = 'DADOS ESPECÍFICOS PASSAPORTE ITALIANO';

/** The labels of the notes block, as the field each one fills. */
const NOTE_LABELS: Record<string, ItalianField> = {
  'data de nascimento': 'birthDate',
  'local de nascimento': 'birthPlace',
  'endereco atual': 'currentAddress',
  'tipo de documento': 'documentType',
  'numero do documento': 'documentNumber',
  'data de emissao': 'documentIssueDate',
  'data de validade': 'documentExpiryDate',
  'orgao emissor': 'documentIssuer',
  'numero a.i.r.e.': 'aireRegistrationNumber',
  'numero aire': 'aireRegistrationNumber',
};

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export interface ParsedNotes {
  /** The notes without the block: what the person wrote. */
  notes: string;
  /** The values found in the block, by field; null when the notes carry no block. */
  italian: Partial<Record<ItalianField, string>> | null;
}

/**
 * Splits notes that carry a 'DADOS ESPECÍFICOS PASSAPORTE ITALIANO' block into the free text and
 * the block's 'label: value' lines. Lines of the block that are not one of its labels stay in the notes.
 */
export function parseItalianNotes(notes: string | null | undefined): ParsedNotes {
  const text = notes ?? '';
  const markerAt = findMarker(text);
  if (markerAt < 0) return { notes: text.trim(), italian: null };

  const before = text.slice(0, markerAt);
  const after = text.slice(markerAt).split(/\r?\n/).slice(1);
  const italian: Partial<Record<ItalianField, string>> = {};
  const rest: string[] = [];
  for (const line of after) {
    const match = /^\s*(?:[-*•]\s*)?\**([^:]+?)\**\s*:\s*(.*)$/.exec(line);
    const field = match ? NOTE_LABELS[normalise(match[1] ?? '')] : undefined;
    const value = match?.[2]?.trim() ?? '';
    if (field) {
      if (value) italian[field] = value;
    } else if (line.trim() && !/^[-=_\s]+$/.test(line)) {
      rest.push(line.trim());
    }
  }
  return { notes: [before.trim(), ...rest].filter(Boolean).join('\n'), italian };
}

/** Where the line holding the marker starts, or -1. */
function findMarker(text: string): number {
  const lines = text.split(/(?<=\n)/);
  let offset = 0;
  for (const line of lines) {
    if (normalise(line).includes(normalise(ITALIAN_NOTES_MARKER))) return offset;
    offset += line.length;
  }
  return -1;
}
