/**
 * A small Report button for a listing, a message or a review. Its dialog is loaded on the first
 * press, so pages that show the button carry almost nothing extra.
 */
import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { moderationMessages } from '../../../shared/messages/moderation';
import type { ReportTargetType } from '../../../shared/moderation.schema';

const ReportDialog = lazy(() => import('./report-dialog'));

interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: string;
  /** Names what is reported for screen readers, e.g. "Report this message". */
  label?: string;
}

export function ReportButton({ targetType, targetId, label }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="ghost"
        colorPalette="gray"
        aria-label={label ?? moderationMessages.reportTitle[targetType]}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {moderationMessages.reportButton}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
