import { Button, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useState } from 'react';

interface RejectDialogProps {
  displayName: string;
  pending: boolean;
  onReject: (reason: string) => void;
}

/** Rejecting asks for an optional reason, which the applicant sees on their dashboard. */
export function RejectDialog({ displayName, pending, onReject }: RejectDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red" size="sm" disabled={pending}>
          Reject
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Reject {displayName}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root>
                <Field.Label>Reason (optional, shown to the applicant)</Field.Label>
                <Textarea
                  value={reason}
                  maxLength={500}
                  onChange={(e) => setReason(e.target.value)}
                  placeholder="For example: the license photo is unreadable, please upload a clearer one."
                />
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={pending}
                onClick={() => {
                  onReject(reason.trim());
                  setOpen(false);
                }}
              >
                Reject application
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
