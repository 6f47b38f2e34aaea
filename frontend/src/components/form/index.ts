export { fieldError, textFieldProps, type TextField } from './field-props';
export { FormPasswordField, FormTextField, usernameInputProps } from './FormFields';
export { PasswordField } from './PasswordField';
export { serverFieldErrors } from './server-errors';
