import { Button, Field, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" colorPalette="red" size="sm" disabled={pending}>
          Reject
        </Button>
      }
      title={`Reject ${displayName}?`}
      cancelLabel="Cancel"
      confirmLabel="Reject application"
      tone="danger"
      pending={pending}
      onConfirm={() => {
        onReject(reason.trim());
        setOpen(false);
      }}
    >
      <Field.Root>
        <Field.Label>Reason (optional, shown to the applicant)</Field.Label>
        <Textarea
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          placeholder="For example: the license photo is unreadable, please upload a clearer one."
        />
      </Field.Root>
    </ConfirmDialog>
  );
}
