import { ColorInput, Slider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QrLook } from '@/components/qr';
import { QR_SIZE } from '../lib/quick-links';
import '../i18n';

interface QrOptionsProps {
  look: QrLook;
  onChange: (look: QrLook) => void;
}

/** Dark and light colours and the size of the code (100-400 px, steps of 10). */
export function QrOptions({ look, onChange }: QrOptionsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <ColorInput
        label={t('quickAccess.dark')}
        format="hex"
        eyeDropperButtonProps={{ 'aria-label': t('quickAccess.eyeDropper', { colour: t('quickAccess.dark') }) }}
        value={look.dark}
        onChange={(dark) => {
          onChange({ ...look, dark });
        }}
      />
      <ColorInput
        label={t('quickAccess.light')}
        format="hex"
        eyeDropperButtonProps={{ 'aria-label': t('quickAccess.eyeDropper', { colour: t('quickAccess.light') }) }}
        value={look.light}
        onChange={(light) => {
          onChange({ ...look, light });
        }}
      />
      <div>
        <Text size="sm" fw={500} mb={4} aria-hidden="true">
          {t('quickAccess.size', { size: look.size })}
        </Text>
        <Slider
          min={QR_SIZE.min}
          max={QR_SIZE.max}
          step={QR_SIZE.step}
          value={look.size}
          label={null}
          thumbLabel={t('quickAccess.sizeLabel')}
          onChange={(size) => {
            onChange({ ...look, size });
          }}
        />
      </div>
    </Stack>
  );
}
