/**
 * Asks why before a moderation step or a report (docs/product/moderation.md): a required reason of
 * 3 to 500 characters, checked with the same schema the server uses, or an optional note.
 */
import { Field, Text, Textarea } from '@chakra-ui/react';
import { type ReactElement, type ReactNode, useState } from 'react';
import { moderationReason, REASON_MAX_LENGTH } from '../../../shared/moderation.schema';
import { ConfirmDialog } from '../ui/confirm-dialog';

interface ReasonDialogProps {
  title: string;
  description?: ReactNode;
  label: string;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  /** Opens the dialog; without it the owner opens it through `open`. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  pending: boolean;
  /** A note that may stay empty instead of a required reason. */
  optional?: boolean;
  /** The server's refusal of the reason, shown under the field. */
  serverError?: string | undefined;
  /** Called with the trimmed text; the owner closes the dialog once the call succeeds. */
  onConfirm: (reason: string) => void;
}

export function ReasonDialog({
  title,
  description,
  label,
  confirmLabel,
  tone = 'primary',
  trigger,
  open: controlledOpen,
  onOpenChange,
  pending,
  optional = false,
  serverError,
  onConfirm,
}: ReasonDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const setOpen = (next: boolean) => {
    if (!next) {
      setReason('');
      setError(undefined);
    }
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const shown = error ?? serverError;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      cancelLabel="Cancel"
      confirmLabel={confirmLabel}
      tone={tone}
      pending={pending}
      cancelDisabled={pending}
      onConfirm={() => {
        const text = reason.trim();
        if (optional) {
          onConfirm(text);
          return;
        }
        const checked = moderationReason.safeParse(text);
        if (!checked.success) {
          setError(checked.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        onConfirm(checked.data);
      }}
    >
      {description && (
        <Text color="fg.muted" mb="3">
          {description}
        </Text>
      )}
      <Field.Root invalid={Boolean(shown)} required={!optional}>
        <Field.Label>{label}</Field.Label>
        <Textarea
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          rows={3}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        {shown ? (
          <Field.ErrorText>{shown}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {reason.trim().length}/{REASON_MAX_LENGTH}
          </Field.HelperText>
        )}
      </Field.Root>
    </ConfirmDialog>
  );
}
