import { ScanBarcode } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { LISTING } from '../../../shared/i18n/en/listing';
import { texts } from '../../i18n';
import { isbnOfBarcode } from './isbn-fill';

const l = texts(LISTING);

/** The part of the Shape Detection API used here (not yet in TypeScript's DOM types). */
type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = (new (options: { formats: string[] }) => Detector) & {
  getSupportedFormats?: () => Promise<string[]>;
};
const detectorClass = () =>
  (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/**
 * Whether this browser can read a book's barcode from a camera it has: Chrome on Android, say,
 * but not Firefox, nor a laptop without a camera. Asked once the page runs.
 */
async function canScanBarcodes(): Promise<boolean> {
  if (typeof window === 'undefined' || !('BarcodeDetector' in window)) return false;
  const media = navigator.mediaDevices;
  if (typeof media?.getUserMedia !== 'function' || typeof media.enumerateDevices !== 'function')
    return false;
  try {
    const [devices, formats] = await Promise.all([
      media.enumerateDevices(),
      detectorClass()!.getSupportedFormats?.() ?? Promise.resolve(['ean_13']),
    ]);
    return formats.includes('ean_13') && devices.some((device) => device.kind === 'videoinput');
  } catch {
    return false;
  }
}

/** How often the camera's picture is read while scanning. */
const EVERY_MS = 250;

/**
 * 'Scan the barcode', where the browser can: the back camera opens in a dialog and the ISBN fills
 * in as soon as the barcode on the back cover is in view. Closing the dialog (its button, Esc, or
 * the ISBN found) turns the camera off.
 */
export function IsbnScanner({ onIsbn }: { onIsbn: (isbn: string) => void }) {
  const [available, setAvailable] = useState(false);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const titleId = useId();
  // The latest callback, without restarting the camera when the form draws again.
  const fill = useRef(onIsbn);
  useEffect(() => {
    fill.current = onIsbn;
  });

  useEffect(() => {
    let current = true;
    void canScanBarcodes().then((can) => current && setAvailable(can));
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    const box = dialog.current;
    if (open && !box?.open) box?.showModal();
    if (!open && box?.open) box.close();
    if (!open) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      if (video.current) video.current.srcObject = null;
    };
    const look = async (detector: Detector, source: HTMLVideoElement) => {
      if (stopped) return;
      const found = await detector.detect(source).catch(() => []);
      if (stopped) return;
      for (const { rawValue } of found) {
        const isbn = isbnOfBarcode(rawValue);
        if (!isbn) {
          setProblem(l('listingForm.notIsbnBarcode'));
          continue;
        }
        stop();
        setOpen(false);
        fill.current(isbn);
        return;
      }
      timer = setTimeout(() => void look(detector, source), EVERY_MS);
    };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        const source = video.current;
        if (stopped || !source) return stop();
        source.srcObject = stream;
        await source.play();
        await look(new (detectorClass()!)({ formats: ['ean_13'] }), source);
      } catch {
        // Closed while the camera was starting: nothing went wrong.
        if (stopped) return;
        stop();
        setProblem(l('listingForm.noCamera'));
      }
    })();
    return stop;
  }, [open]);

  if (!available) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-outline min-h-11 w-full sm:w-auto"
        onClick={() => {
          setProblem(null);
          setOpen(true);
        }}
      >
        <ScanBarcode className="size-5" aria-hidden="true" />
        {l('listingForm.scanIsbn')}
      </button>
      <dialog
        ref={dialog}
        className="modal"
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
      >
        <div className="modal-box space-y-3">
          <h2 id={titleId} className="text-lg font-bold">
            {l('listingForm.scanTitle')}
          </h2>
          <p className="text-sm">{l('listingForm.scanHelp')}</p>
          <video
            ref={video}
            muted
            playsInline
            aria-label={l('listingForm.camera')}
            className="aspect-[4/3] w-full rounded-box bg-black object-cover"
          />
          <p className="min-h-5 text-sm text-error" role="alert">
            {problem}
          </p>
          <div className="modal-action mt-0">
            <button type="button" className="btn min-h-11" onClick={() => setOpen(false)}>
              {l('listingForm.stopScan')}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
