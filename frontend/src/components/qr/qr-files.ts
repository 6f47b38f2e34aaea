/** What a QR code looks like: its colours, its width in pixels and its quiet zone in modules. */
export interface QrLook {
  dark: string;
  light: string;
  size: number;
  margin: number;
}

/** `qr-code-20261125-153012.png`: the name of a downloaded QR code, stamped with the local time. */
export function timestampedName(prefix: string, extension: 'png' | 'svg', now: Date = new Date()): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const day = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}`;
  const time = `${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
  return `${prefix}-${day}-${time}.${extension}`;
}

/** The SVG element as a stand-alone SVG document. */
export function svgText(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return new XMLSerializer().serializeToString(copy);
}

/** Draws the SVG on a canvas of `size` pixels and hands back the PNG. */
export async function pngFromSvg(svg: SVGSVGElement, size: number): Promise<Blob> {
  const image = new Image();
  image.width = size;
  image.height = size;
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => {
      resolve();
    };
    image.onerror = () => {
      reject(new Error('the QR code could not be drawn'));
    };
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText(svg))}`;
  await loaded;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, size, size);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error('the PNG could not be made'));
    }, 'image/png');
  });
}

/** Saves the blob as a file named `name`, the way a download link does. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken its copy once the click is handled.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

/** Copies the text; false when the browser refuses (no clipboard, or not allowed). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/**
 * Opens the device's share sheet with the link; where there is none (most desktop browsers),
 * copies the link instead. Closing the sheet is not a failure.
 */
export async function shareLink(title: string, url: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      return 'failed';
    }
  }
  return (await copyText(url)) ? 'copied' : 'failed';
}
