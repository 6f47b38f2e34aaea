import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import i18n from 'i18next';

export type FieldErrors = Record<string, string>;

/**
 * A failed API call as the interface shows it. `message` is the server's reason in Portuguese, shown
 * as it is (without the HTTP status, which says nothing to the person); `fieldErrors` holds the
 * server's per-field messages for forms.
 */
export interface ApiError {
  /** The HTTP status, or null when no answer came from the server. */
  status: number | null;
  message: string;
  fieldErrors: FieldErrors;
}

function apiError(status: number | null, message: string, fieldErrors: FieldErrors = {}): ApiError {
  return { status, message: message.trim() || i18n.t('errors.unexpected'), fieldErrors };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The server's reason, from its JSON body. Anything else (a proxy's HTML page, a bare status text
 * in English) says nothing to the person and is not shown: a Portuguese message for its status is.
 */
function messageFromBody(body: unknown): string {
  return isRecord(body) && typeof body.message === 'string' ? body.message : '';
}

/** Statuses a proxy answers with while the portal is down or restarting. */
const UNAVAILABLE = new Set([502, 503, 504]);

function fromStatus(status: number, message: string, fieldErrors: FieldErrors = {}): ApiError {
  if (message.trim() === '' && UNAVAILABLE.has(status)) return apiError(status, i18n.t('errors.unavailable'));
  return apiError(status, message, fieldErrors);
}

function fieldErrorsFromBody(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.fieldErrors)) return {};
  return Object.fromEntries(
    Object.entries(body.fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function isApiError(error: unknown): error is ApiError {
  // `status` tells it from the server's own error body, which has the other two.
  return isRecord(error) && 'status' in error && typeof error.message === 'string' && isRecord(error.fieldErrors);
}

const fetchErrorCodes = new Set(['FETCH_ERROR', 'PARSING_ERROR', 'TIMEOUT_ERROR', 'CUSTOM_ERROR']);

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return (
    isRecord(error) &&
    (typeof error.status === 'number' || (typeof error.status === 'string' && fetchErrorCodes.has(error.status)))
  );
}

function fromFetchBaseQueryError(error: FetchBaseQueryError): ApiError {
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return apiError(null, i18n.t('errors.network'));
    case 'CUSTOM_ERROR':
      return apiError(null, error.error);
    case 'PARSING_ERROR':
      return fromStatus(error.originalStatus, '');
    default:
      return fromStatus(error.status, messageFromBody(error.data), fieldErrorsFromBody(error.data));
  }
}

/**
 * Turns any failure of an API call into an ApiError: the message is the JSON body's `message`, else
 * one for its status. Already normalised errors are returned unchanged.
 */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isFetchBaseQueryError(error)) return fromFetchBaseQueryError(error);
  return apiError(null, '');
}
