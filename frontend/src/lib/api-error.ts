import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import i18n from 'i18next';

export type FieldErrors = Record<string, string>;

/**
 * A failed API call as the interface shows it. `text` is "<status>: <message>", the form the
 * portal uses in toasts; `fieldErrors` holds the server's per-field messages for forms.
 */
export interface ApiError {
  /** The HTTP status, or null when no answer came from the server. */
  status: number | null;
  message: string;
  text: string;
  fieldErrors: FieldErrors;
}

function apiError(status: number | null, message: string, fieldErrors: FieldErrors = {}): ApiError {
  const shownMessage = message.trim() || i18n.t('errors.unexpected');
  return {
    status,
    message: shownMessage,
    text: status === null ? shownMessage : `${String(status)}: ${shownMessage}`,
    fieldErrors,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageFromBody(body: unknown): string {
  if (isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  if (typeof body === 'string') return body;
  if (body === null || body === undefined) return '';
  return JSON.stringify(body);
}

function fieldErrorsFromBody(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.fieldErrors)) return {};
  return Object.fromEntries(
    Object.entries(body.fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function isApiError(error: unknown): error is ApiError {
  return isRecord(error) && typeof error.text === 'string' && isRecord(error.fieldErrors);
}

const fetchErrorCodes = new Set(['FETCH_ERROR', 'PARSING_ERROR', 'TIMEOUT_ERROR', 'CUSTOM_ERROR']);

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return (
    isRecord(error) &&
    (typeof error.status === 'number' || (typeof error.status === 'string' && fetchErrorCodes.has(error.status)))
  );
}

function fromFetchBaseQueryError(error: FetchBaseQueryError, statusText: string): ApiError {
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return apiError(null, i18n.t('errors.network'));
    case 'CUSTOM_ERROR':
      return apiError(null, error.error);
    case 'PARSING_ERROR':
      return apiError(error.originalStatus, error.data.trim() || statusText);
    default:
      return apiError(error.status, messageFromBody(error.data) || statusText, fieldErrorsFromBody(error.data));
  }
}

/**
 * Turns any failure of an API call into an ApiError: the message is the body's `message`, else the
 * body text, else the response's status text. Already normalised errors are returned unchanged.
 */
export function toApiError(error: unknown, statusText = ''): ApiError {
  if (isApiError(error)) return error;
  if (isFetchBaseQueryError(error)) return fromFetchBaseQueryError(error, statusText);
  return apiError(null, '');
}
