export { useListUsersQuery } from './api';
