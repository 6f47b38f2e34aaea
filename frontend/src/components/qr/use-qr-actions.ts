import { notifications } from '@mantine/notifications';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText, pngFromSvg, saveBlob, shareLink, svgText, timestampedName, type QrLook } from './qr-files';

interface QrActionsOptions {
  /** The link the QR code holds. */
  url: string;
  look: QrLook;
  svgRef: RefObject<SVGSVGElement | null>;
  /** The start of a downloaded file's name. */
  filePrefix: string;
  /** The title the share sheet shows. */
  shareTitle: string;
}

/** Copy, share and download for a QR code on the page, each telling its outcome in a toast. */
export function useQrActions({ url, look, svgRef, filePrefix, shareTitle }: QrActionsOptions) {
  const { t } = useTranslation();

  const copy = async (): Promise<boolean> => {
    if (await copyText(url)) {
      notifications.show({ color: 'green', message: t('qr.copied') });
      return true;
    }
    notifications.show({ color: 'red', title: t('qr.copyFailedTitle'), message: t('qr.copyFailed') });
    return false;
  };

  const share = async () => {
    const outcome = await shareLink(shareTitle, url);
    if (outcome === 'copied') notifications.show({ color: 'green', message: t('qr.copied') });
    if (outcome === 'failed') {
      notifications.show({ color: 'red', title: t('qr.shareFailedTitle'), message: t('qr.shareFailed') });
    }
  };

  const download = async (kind: 'png' | 'svg') => {
    const svg = svgRef.current;
    try {
      if (!svg) throw new Error('no QR code on the page');
      const blob =
        kind === 'png' ? await pngFromSvg(svg, look.size) : new Blob([svgText(svg)], { type: 'image/svg+xml' });
      saveBlob(blob, timestampedName(filePrefix, kind));
      notifications.show({ color: 'green', message: t('qr.downloaded') });
    } catch {
      notifications.show({ color: 'red', title: t('qr.downloadFailedTitle'), message: t('qr.downloadFailed') });
    }
  };

  return { copy, share, download };
}
