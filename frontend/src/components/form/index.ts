export { fieldError, textFieldProps } from './field-props';
export { PasswordField } from './PasswordField';
export { serverFieldErrors } from './server-errors';
