/**
 * The form parts other features reuse (password input, Formik bindings). A public entry of its own,
 * apart from index.ts, so the first download (the route guards) does not carry them.
 */
export { PasswordField } from './components/PasswordField';
export { serverFieldErrors, textFieldProps } from './utils/form';
