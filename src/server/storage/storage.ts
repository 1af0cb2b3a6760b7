/** Where processed images live. Local disk by default; an S3-compatible bucket implements the same. */
export interface ImageStorage {
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  delete(name: string): Promise<void>;
  /** The URL a browser fetches the image from. */
  url(name: string): string;
}
