import {
  Center,
  SegmentedControl,
  useMantineColorScheme,
  VisuallyHidden,
  type MantineColorScheme,
} from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

function isColorScheme(value: string): value is MantineColorScheme {
  return value === 'light' || value === 'dark' || value === 'auto';
}

const schemes: { value: MantineColorScheme; key: 'light' | 'dark' | 'system'; icon: Icon }[] = [
  { value: 'light', key: 'light', icon: IconSun },
  { value: 'dark', key: 'dark', icon: IconMoon },
  { value: 'auto', key: 'system', icon: IconDeviceDesktop },
];

interface ThemeSelectorProps {
  fullWidth?: boolean;
  /** Icons instead of words, for tight places; the words stay for screen readers and as tooltips. */
  iconsOnly?: boolean;
}

/** Light, dark or the system's choice; the choice is kept by the theme storage of the app providers. */
export function ThemeSelector({ fullWidth = false, iconsOnly = false }: ThemeSelectorProps) {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();

  return (
    <SegmentedControl
      aria-label={t('theme.label')}
      size="xs"
      fullWidth={fullWidth}
      value={colorScheme}
      onChange={(value) => {
        if (isColorScheme(value)) setColorScheme(value);
      }}
      data={schemes.map(({ value, key, icon: SchemeIcon }) => ({
        value,
        label: iconsOnly ? (
          <Center title={t(`theme.${key}`)}>
            <SchemeIcon size={16} stroke={1.8} aria-hidden="true" />
            <VisuallyHidden>{t(`theme.${key}`)}</VisuallyHidden>
          </Center>
        ) : (
          t(`theme.${key}`)
        ),
      }))}
    />
  );
}
