export { useListUsersQuery } from './api';
export { ClientPicker } from './components/ClientPicker';
