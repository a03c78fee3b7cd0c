/** The Report dialog (docs/product/moderation.md), loaded only when someone presses Report. */
import { moderationMessages } from '../../../shared/messages/moderation';
import type { ReportTargetType } from '../../../shared/moderation.schema';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { redirectIfSignedOut } from '../signed-out-redirect';
import { toaster } from '../ui/toaster';
import { ReasonDialog } from './reason-dialog';

export interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function ReportDialog({ targetType, targetId, open, onOpenChange }: ReportDialogProps) {
  const report = trpc.moderation.report.useMutation({
    onSuccess: () => {
      onOpenChange(false);
      toaster.create({
        title: moderationMessages.reportSent,
        description: moderationMessages.reportSentDescription,
        type: 'success',
      });
    },
    onError: (error) => {
      if (redirectIfSignedOut(error)) return;
      if (fieldErrorsOf(error).reason) return;
      onOpenChange(false);
      toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });
    },
  });
  return (
    <ReasonDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) report.reset();
        onOpenChange(next);
      }}
      title={moderationMessages.reportTitle[targetType]}
      description={moderationMessages.reportHelp}
      label={moderationMessages.reportReasonLabel}
      confirmLabel={moderationMessages.reportSubmit}
      pending={report.isPending}
      serverError={report.error ? fieldErrorsOf(report.error).reason?.[0] : undefined}
      onConfirm={(reason) => report.mutate({ targetType, targetId, reason })}
    />
  );
}
