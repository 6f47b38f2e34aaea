export { waitlistHoldPath } from './paths';
export { JoinWaitlist } from './components/JoinWaitlist';
