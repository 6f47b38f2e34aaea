/** What other parts of the portal use of requests: sending one, and the staff's unread count. */
export { useSubmitRequestMutation } from './api';
export { RequestsUnreadBadge } from './components/RequestsUnreadBadge';
export type { SubmitRequestBody, ServiceRequest } from './types';
