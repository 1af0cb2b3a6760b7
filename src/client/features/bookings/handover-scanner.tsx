import { ScanLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { TRADE } from '../../../shared/i18n/en/trade';
import { texts } from '../../i18n';

const t = texts(TRADE);

/** The part of the Shape Detection API used here (not yet in TypeScript's DOM types). */
type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;
const detectorClass = () =>
  (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/** Whether this browser can read a QR code from the camera (Chrome on Android, Safari on iOS 17+…). */
export const canScan = () =>
  typeof window !== 'undefined' &&
  detectorClass() !== undefined &&
  typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * The code a buyer's QR carries for `bookingId`: its link names the booking and the code
 * (`…/dashboard/myBuyers?handover=<id>&code=<code>`). 'other' for another booking's QR, null for
 * anything else.
 */
export function codeFromQr(raw: string, bookingId: string): string | 'other' | null {
  let link: URL;
  try {
    link = new URL(raw);
  } catch {
    return null;
  }
  const code = link.searchParams.get('code') ?? '';
  if (!/^\d{6}$/.test(code)) return null;
  return link.searchParams.get('handover') === bookingId ? code : 'other';
}

/** How often the camera's picture is read while scanning. */
const EVERY_MS = 250;

/**
 * 'Scan the buyer's QR code', where the browser can read one: the back camera opens in the
 * dialog and the code fills in as soon as the buyer's QR is in view; typing stays beside it.
 */
export function HandoverScanner({
  bookingId,
  onCode,
}: {
  bookingId: string;
  onCode: (code: string) => void;
}) {
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  // The latest callback, without restarting the camera when the dialog draws again.
  const fill = useRef(onCode);
  useEffect(() => {
    fill.current = onCode;
  });

  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const Detector = detectorClass()!;
    const look = async (detector: Detector, source: HTMLVideoElement) => {
      if (stopped) return;
      const found = await detector.detect(source).catch(() => []);
      for (const { rawValue } of found) {
        const code = codeFromQr(rawValue, bookingId);
        if (code === 'other') setProblem(t('meetup.handover.otherBooking'));
        else if (code) {
          stop();
          setScanning(false);
          setProblem(null);
          fill.current(code);
          return;
        }
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
        await look(new Detector({ formats: ['qr_code'] }), source);
      } catch {
        // Stopped while the camera was starting: nothing went wrong.
        if (stopped) return;
        stop();
        setScanning(false);
        setProblem(t('meetup.handover.noCamera'));
      }
    })();
    return stop;
  }, [scanning, bookingId]);

  if (!canScan()) return null;
  return (
    <div className="mt-3 flex flex-col gap-2">
      {scanning ? (
        <>
          <p className="text-sm" role="status">
            {t('meetup.handover.scanning')}
          </p>
          <video
            ref={video}
            muted
            playsInline
            aria-label={t('meetup.handover.camera')}
            className="aspect-square w-full rounded-box bg-black object-cover"
          />
          <button
            type="button"
            className="btn btn-ghost btn-sm min-h-11"
            onClick={() => setScanning(false)}
          >
            {t('meetup.handover.stopScan')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn btn-outline min-h-11"
          onClick={() => {
            setProblem(null);
            setScanning(true);
          }}
        >
          <ScanLine className="size-4" aria-hidden="true" /> {t('meetup.handover.scan')}
        </button>
      )}
      {problem && (
        <p role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
    </div>
  );
}
