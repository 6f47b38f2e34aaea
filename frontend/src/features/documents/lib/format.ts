import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { PortalDocument } from '../types';
import '@/lib/dayjs';
import '../i18n';

const units = ['B', 'KB', 'MB', 'GB'] as const;

/** A size as the list shows it: '512 B', '2,3 MB', in pt-BR with at most one decimal. */
export function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  const text = value.toLocaleString('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  return `${text} ${units[unit] ?? 'B'}`;
}

/** The upload date in pt-BR: '25/11/2026'. */
export function formatDate(instant: string): string {
  return dayjs(instant).format('DD/MM/YYYY');
}

/** What tells a document from another of the same name: 'Enviado em 25/11/2026 · 2,3 MB · Válido até …'. */
export function documentFacts(document: PortalDocument, t: TFunction): string {
  const facts = [t('documents.uploadedOn', { date: formatDate(document.uploadedAt) }), formatSize(document.size)];
  if (document.expiresOn) facts.push(t('documents.validUntil', { date: formatDate(document.expiresOn) }));
  return facts.join(' · ');
}
