/** The QR kit shared by quick access and the invite page; import it only from lazily loaded pages. */
export { QrPreview } from './QrPreview';
export { useQrActions } from './use-qr-actions';
export { copyText, timestampedName, type QrLook } from './qr-files';
