import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** A QR code drawn as SVG in the browser: the authenticator secret never goes to a third party. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const svg = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(value);
    code.make();
    return code.createSvgTag({ cellSize: 5, margin: 4, scalable: true });
  }, [value]);
  return <div className="console-qr" role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />;
}
