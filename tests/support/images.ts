import sharp from 'sharp';

/** A small real photo, optionally with a GPS position in its EXIF, as a phone camera writes it. */
export function photo({ width = 64, height = 48, gps = false } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#b3401a' } }).jpeg();
  if (!gps) return image.toBuffer();
  return image
    .withExif({
      IFD0: { Make: 'Campus Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 44/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 23/1 0/1',
      },
    })
    .toBuffer();
}

/** A multipart/form-data body with one file field, as a browser sends it. */
export function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----boipoka${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
