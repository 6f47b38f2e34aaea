export { JoinWaitlist } from './components/JoinWaitlist';
export { MyWaitlist } from './components/MyWaitlist';
export { HeldSlots } from './components/HeldSlots';
