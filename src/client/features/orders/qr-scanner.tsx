import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

/** The part of the Shape Detection API used here; not yet in TypeScript's DOM library. */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = () =>
  (globalThis as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;

/**
 * Camera scanning uses the browser's own QR detector (Chrome and Android). Where there is none,
 * the seller types the code printed under the QR instead, so no scanning library is shipped.
 */
export function qrScanningSupported(): boolean {
  return detectorClass() !== undefined && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

const SCAN_EVERY_MS = 300;

export function QrScanner({ onCode, onError }: { onCode: (code: string) => void; onError: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The camera starts once; the latest callbacks are read when a code turns up.
  const callbacks = useRef({ onCode, onError });
  callbacks.current = { onCode, onError };

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    const detector = new Detector({ formats: ['qr_code'] });
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (camera) => {
        if (stopped) {
          for (const track of camera.getTracks()) track.stop();
          return;
        }
        stream = camera;
        if (!video.current) return;
        video.current.srcObject = camera;
        await video.current.play();
        timer = setInterval(async () => {
          if (!video.current) return;
          const [found] = await detector.detect(video.current).catch(() => []);
          if (found?.rawValue && !stopped) {
            stopped = true;
            callbacks.current.onCode(found.rawValue);
          }
        }, SCAN_EVERY_MS);
      })
      .catch(() => {
        setProblem('The camera is not available. Type the code instead.');
        setTimeout(() => callbacks.current.onError(), 2500);
      });

    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <Box borderRadius="lg" overflow="hidden" bg="black" position="relative">
      <video ref={video} muted playsInline style={{ width: '100%', maxHeight: 320, objectFit: 'cover' }} />
      {problem && (
        <Text position="absolute" inset="0" color="white" p="4" display="flex" alignItems="center">
          {problem}
        </Text>
      )}
    </Box>
  );
}
