export { JoinWaitlist } from './components/JoinWaitlist';
