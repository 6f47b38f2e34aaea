export { fieldError, textFieldProps, type TextField } from './field-props';
export {
  FormCurrentPasswordField,
  FormEmailField,
  FormNewPasswordField,
  FormOneTimeCodeField,
  FormPasswordField,
  FormTextField,
  FormUsernameField,
} from './FormFields';
export { FormSelectField } from './FormSelectField';
export { FormActions, type FormActionsProps } from './FormActions';
export { PasswordField } from './PasswordField';
export { serverFieldErrors } from './server-errors';
export { PasswordStrengthMeter } from './PasswordStrengthMeter';
export { NEW_PASSWORD_MIN_LENGTH, loadStrengthEstimator, type StrengthEstimator } from './password-strength';
export { FormDayField } from './FormDayField';
