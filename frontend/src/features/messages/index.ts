/** What other parts of the portal use of messages: the unread count, as a number or a badge. */
export { UnreadMessagesBadge, UnreadMessagesIndicator } from './components/UnreadMessagesBadge';
export { useUnreadMessageCount } from './hooks/use-unread-message-count';
