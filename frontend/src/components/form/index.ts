export { fieldError, textFieldProps, type TextField } from './field-props';
export {
  FormCurrentPasswordField,
  FormEmailField,
  FormNewPasswordField,
  FormPasswordField,
  FormTextField,
  FormUsernameField,
} from './FormFields';
export { PasswordField } from './PasswordField';
export { serverFieldErrors } from './server-errors';
export { PasswordStrengthMeter } from './PasswordStrengthMeter';
export { NEW_PASSWORD_MIN_LENGTH, loadStrengthEstimator, type StrengthEstimator } from './password-strength';
