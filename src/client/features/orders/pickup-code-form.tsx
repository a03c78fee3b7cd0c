import { Alert, Button, Card, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useHydrated } from '@tanstack/react-router';
import { Camera, ScanLine } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { pickupCheckMessages as texts } from '../../../shared/messages/pickup-check';
import { cameraAvailable, QrScanner } from './qr-scanner';

interface PickupCodeFormProps {
  code: string;
  onCodeChange: (code: string) => void;
  codeError: string | undefined;
  checking: boolean;
  onSubmit: (event: FormEvent) => void;
  /** A QR code the camera read; the camera is already off. */
  onScanned: (scanned: string) => void;
}

/** The pass check: a typed pickup code, or the buyer's QR pass scanned by the camera. */
export function PickupCodeForm({
  code,
  onCodeChange,
  codeError,
  checking,
  onSubmit,
  onScanned,
}: PickupCodeFormProps) {
  const [scanning, setScanning] = useState(false);
  const [cameraProblem, setCameraProblem] = useState(false);
  // The server cannot know the device's camera; the button appears once the page is live.
  const hasCamera = useHydrated() && cameraAvailable();
  const codeInput = useRef<HTMLInputElement>(null);
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <form onSubmit={onSubmit} noValidate aria-label="Check a pickup code">
          <Stack gap="4">
            {cameraProblem && (
              <Alert.Root status="info" data-testid="camera-unavailable">
                <Alert.Indicator />
                <Alert.Title>{texts.cameraUnavailable}</Alert.Title>
              </Alert.Root>
            )}
            <Field.Root invalid={Boolean(codeError)}>
              <Field.Label>Pickup code</Field.Label>
              <Input
                ref={codeInput}
                name="code"
                value={code}
                onChange={(e) => onCodeChange(e.target.value.toUpperCase())}
                placeholder="ABCD-EFGH-JKMN"
                autoComplete="off"
                autoCapitalize="characters"
                fontFamily="mono"
                h="14"
                fontSize="2xl"
                letterSpacing="wider"
              />
              <Field.ErrorText>{codeError}</Field.ErrorText>
            </Field.Root>
            <HStack gap="3" flexWrap="wrap" css={{ '& button': { minHeight: '56px', flex: '1 1 auto' } }}>
              <Button type="submit" colorPalette="bay" loading={checking} loadingText="Checking...">
                <ScanLine /> Check Pass
              </Button>
              {hasCamera && !cameraProblem && (
                <Button variant="outline" colorPalette="bay" onClick={() => setScanning((on) => !on)}>
                  <Camera /> {scanning ? 'Stop Camera' : 'Scan QR Code'}
                </Button>
              )}
            </HStack>
            {scanning && (
              <QrScanner
                onCode={(scanned) => {
                  setScanning(false);
                  onScanned(scanned);
                }}
                onError={() => {
                  setScanning(false);
                  setCameraProblem(true);
                  codeInput.current?.focus();
                }}
              />
            )}
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
