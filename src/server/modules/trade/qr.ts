import QRCode from 'qrcode';

/**
 * The handover code as a QR code of a link: any phone's camera opens the seller's My Buyers at
 * this booking with the code filled in, so the seller only confirms. Black on white, as scanners
 * expect, with the quiet zone they need.
 */
export function handoverQrSvg(publicUrl: string, bookingId: string, code: string): Promise<string> {
  const link = `${publicUrl}/dashboard/myBuyers?handover=${bookingId}&code=${code}`;
  return QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}
