import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { pickupCheckMessages } from '../../../shared/messages/pickup-check';

/** The part of the Shape Detection API used here; not yet in TypeScript's DOM library. */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

const nativeDetector = () =>
  (globalThis as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;

/**
 * The browser's own QR detector (Chrome on Android) or, where there is none (Safari on iPhone,
 * Firefox), the `barcode-detector` ponyfill: ZXing compiled to WebAssembly. Its code and .wasm are
 * loaded only by the pickup check (warmUpDecoder, or when the camera starts), and the .wasm comes
 * from BayCatch itself (a hashed asset), never a CDN.
 */
let ponyfill: Promise<BarcodeDetectorConstructor> | undefined;

function loadPonyfill(): Promise<BarcodeDetectorConstructor> {
  ponyfill ??= Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]).then(async ([{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }]) => {
    await prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
      },
      fireImmediately: true,
    });
    return BarcodeDetector as BarcodeDetectorConstructor;
  });
  ponyfill.catch(() => {
    ponyfill = undefined;
  });
  return ponyfill;
}

async function qrDetector(): Promise<BarcodeDetectorLike> {
  const Detector = nativeDetector() ?? (await loadPonyfill());
  return new Detector({ formats: ['qr_code'] });
}

/**
 * Loads the decoder while the network is there (a browser without BarcodeDetector only), so the
 * first scan is quick and scanning works when the signal goes: its files are then in the cache.
 */
export function warmUpDecoder(): void {
  if (!nativeDetector() && cameraAvailable()) void loadPonyfill().catch(() => undefined);
}

/** Whether the device can offer a camera at all; permission is asked when scanning starts. */
export function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

const SCAN_EVERY_MS = 300;

/**
 * Scans with the back camera until a QR code turns up. A refused permission, a missing camera or a
 * decoder that cannot load calls onError: the screen then asks for the typed code.
 */
export function QrScanner({ onCode, onError }: { onCode: (code: string) => void; onError: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [starting, setStarting] = useState(true);
  // The camera starts once; the latest callbacks are read when a code turns up.
  const callbacks = useRef({ onCode, onError });
  callbacks.current = { onCode, onError };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;

    (async () => {
      const camera = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      if (stopped) {
        for (const track of camera.getTracks()) track.stop();
        return;
      }
      stream = camera;
      const detector = await qrDetector();
      if (stopped || !video.current) return;
      video.current.srcObject = camera;
      await video.current.play();
      setStarting(false);
      timer = setInterval(async () => {
        if (!video.current || stopped) return;
        const [found] = await detector.detect(video.current).catch(() => []);
        if (found?.rawValue && !stopped) {
          stopped = true;
          callbacks.current.onCode(found.rawValue);
        }
      }, SCAN_EVERY_MS);
    })().catch(() => {
      if (!stopped) callbacks.current.onError();
    });

    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <Box borderRadius="lg" overflow="hidden" bg="black" position="relative" data-testid="qr-scanner">
      <video ref={video} muted playsInline style={{ width: '100%', maxHeight: 320, objectFit: 'cover' }} />
      {starting && (
        <Text position="absolute" inset="0" color="white" p="4" display="flex" alignItems="center">
          {pickupCheckMessages.cameraStarting}
        </Text>
      )}
    </Box>
  );
}
