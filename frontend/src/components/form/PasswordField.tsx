import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import './i18n';

/**
 * A password input whose show/hide button is named for screen readers and reached with Tab (Mantine
 * leaves it out of the tab order; Space then shows the password), and which tells them when it holds
 * an error (Mantine's PasswordInput links the message but leaves out aria-invalid).
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('form.showPassword'), tabIndex: 0 }}
      aria-invalid={Boolean(props.error)}
      {...props}
    />
  );
}
