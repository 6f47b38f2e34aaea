export { fieldError, shownError, textFieldProps, type TextField } from './field-props';
export {
  FormConfirmPasswordField,
  FormCurrentPasswordField,
  FormEmailField,
  FormNameField,
  FormNewPasswordField,
  FormOneTimeCodeField,
  FormPasswordField,
  FormPhoneField,
  FormTextareaField,
  FormTextField,
  FormUsernameField,
} from './FormFields';
export { FormSelectField } from './FormSelectField';
export { FormActions, STICKY_ACTIONS_SCROLL_PADDING, type FormActionsProps } from './FormActions';
export { FormSendButton } from './FormSendButton';
export { FormSubmitButton } from './FormSubmitButton';
export { PasswordField } from './PasswordField';
export { formRefusal } from './server-errors';
export { PasswordStrengthMeter } from './PasswordStrengthMeter';
export { NEW_PASSWORD_MIN_LENGTH, loadStrengthEstimator, type StrengthEstimator } from './password-strength';
export { FormDayField } from './FormDayField';
export { DayInput, type DayInputProps } from './DayInput';
export {
  FULL_NAME_MAX,
  LINE_MAX,
  LONG_TEXT_MAX,
  USERNAME_MAX,
  fullNameField,
  isPhone,
  phoneField,
  textField,
  usernameField,
} from './rules';
