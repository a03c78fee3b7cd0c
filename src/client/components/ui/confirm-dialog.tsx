import { Button, Dialog } from '@chakra-ui/react';
import { DialogFrame, type DialogFrameProps } from './dialog-frame';

interface ConfirmDialogProps extends Omit<DialogFrameProps, 'footer' | 'open' | 'onOpenChange'> {
  open: boolean;
  /** Called with false by Cancel, Escape, the backdrop and the close button. */
  onOpenChange: (open: boolean) => void;
  confirmLabel: string;
  cancelLabel: string;
  /** The owner closes the dialog here when it should close at once, or after the call succeeds. */
  onConfirm: () => void;
  /** The confirm button's colour: red for what cannot be taken back. */
  tone?: 'danger' | 'primary';
  /** Shows the confirm button busy. */
  pending?: boolean;
  pendingLabel?: string;
  /** Keeps Cancel from being pressed while the confirm call runs. */
  cancelDisabled?: boolean;
}

/** A question with a Cancel and a confirm button: the shape of every asking dialog in the app. */
export function ConfirmDialog({
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'primary',
  pending = false,
  pendingLabel,
  cancelDisabled = false,
  children,
  ...frame
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      {...frame}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" disabled={cancelDisabled}>
              {cancelLabel}
            </Button>
          </Dialog.ActionTrigger>
          <Button
            colorPalette={tone === 'danger' ? 'red' : 'bay'}
            loading={pending}
            loadingText={pendingLabel}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
