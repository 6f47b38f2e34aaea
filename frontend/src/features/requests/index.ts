/** What other parts of the portal use of requests: sending one, and the staff's unread count. */
export { useSubmitRequestMutation } from './api';
export { RequestsUnreadBadge } from './components/RequestsUnreadBadge';
export { RequestSentView } from './components/RequestSentView';
export { VaultDocumentPicker } from './components/VaultDocumentPicker';
export { useSendRequest } from './hooks/use-send-request';
export { amountField, inssNumberField } from './lib/number-fields';
export type { SubmitRequestBody, ServiceRequest } from './types';
