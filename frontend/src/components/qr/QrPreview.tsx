import { QRCodeSVG } from 'qrcode.react';
import type { Ref } from 'react';
import type { QrLook } from './qr-files';

interface QrPreviewProps {
  value: string;
  look: QrLook;
  /** What the image says to a screen reader. */
  label: string;
  svgRef?: Ref<SVGSVGElement>;
}

/** The QR code itself, drawn as SVG (error correction M: a smudge or a crease still reads). */
export function QrPreview({ value, look, label, svgRef }: QrPreviewProps) {
  return (
    <QRCodeSVG
      ref={svgRef}
      value={value}
      size={look.size}
      fgColor={look.dark}
      bgColor={look.light}
      level="M"
      marginSize={look.margin}
      role="img"
      aria-label={label}
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    />
  );
}
