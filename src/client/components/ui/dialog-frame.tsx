import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

export interface DialogFrameProps {
  title: ReactNode;
  children: ReactNode;
  /** Buttons under the body; a preview has none. */
  footer?: ReactNode;
  /** The element that opens the dialog; a dialog opened by its owner (through `open`) has none. */
  trigger?: ReactElement;
  /** Controlled when given; otherwise the trigger opens it and Escape or the backdrop close it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The corner close button. */
  closeButton?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** 'alertdialog' when the dialog asks before something that cannot be taken back. */
  role?: 'dialog' | 'alertdialog';
  scrollBehavior?: 'inside' | 'outside';
  closeOnInteractOutside?: boolean;
}

/**
 * The one dialog layout of the app: centred, a title, a body, optional footer buttons and close
 * button, rendered in a portal. ConfirmDialog builds on it; previews use it directly.
 */
export function DialogFrame({
  title,
  children,
  footer,
  trigger,
  open,
  onOpenChange,
  closeButton = false,
  size,
  role,
  scrollBehavior,
  closeOnInteractOutside,
}: DialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      placement="center"
      size={size}
      role={role}
      scrollBehavior={scrollBehavior}
      closeOnInteractOutside={closeOnInteractOutside}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>}
            {closeButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
