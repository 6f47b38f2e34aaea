export { AppointmentsCalendar } from './components/AppointmentsCalendar';
