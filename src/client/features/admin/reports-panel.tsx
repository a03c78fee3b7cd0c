import { Badge, Button, Card, Center, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { onDockClock } from '../../../shared/dock-clock';
import { moderationMessages } from '../../../shared/messages/moderation';
import type { ReportDto, ReportsQuery } from '../../../shared/moderation.schema';
import { ReasonDialog } from '../../components/moderation/reason-dialog';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { toaster } from '../../components/ui/toaster';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { RemoveContentDialog } from './remove-content-dialog';

type StatusFilter = ReportsQuery['status'];
const filters: { value: StatusFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'actioned', label: 'Resolved' },
  { value: 'all', label: 'All' },
];
const targetLabels = { listing: 'Listing', message: 'Message', review: 'Review' } as const;

const when = (iso: string) => onDockClock(iso, { dateStyle: 'medium', timeStyle: 'short' });

type Step = 'hide' | 'dismiss' | 'resolve' | null;

function ReportCard({ report }: { report: ReportDto }) {
  const utils = trpc.useUtils();
  const [step, setStep] = useState<Step>(null);
  const refresh = () => void utils.moderation.invalidate();
  const fail = (error: unknown) => {
    if (fieldErrorsOf(error).reason) return;
    setStep(null);
    refresh();
    toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });
  };
  const resolve = trpc.moderation.resolveReport.useMutation({
    onSuccess: (resolved) => {
      setStep(null);
      refresh();
      toaster.create({
        title:
          moderationMessages.done[resolved.status === 'dismissed' ? 'report_dismissed' : 'report_actioned'],
        type: 'success',
      });
    },
    onError: fail,
  });
  // Hiding reuses the admin's hide call, then resolves the report as actioned with the same reason.
  const hide = trpc.moderation.hideListing.useMutation({
    onSuccess: (_action, input) =>
      resolve.mutate({ id: report.id, resolution: 'actioned', note: input.reason }),
    onError: fail,
  });
  const busy = resolve.isPending || hide.isPending;
  const open = report.status === 'open';
  const dialog = (which: Exclude<Step, null>) => ({
    open: step === which,
    onOpenChange: (next: boolean) => {
      if (!next) {
        hide.reset();
        resolve.reset();
      }
      setStep(next ? which : null);
    },
    pending: busy,
  });
  return (
    <Card.Root data-testid="report-card">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <HStack gap="2" flexWrap="wrap">
            <Badge colorPalette="bay">{targetLabels[report.targetType]}</Badge>
            {report.listingHidden && (
              <Badge colorPalette="red">{moderationMessages.listingHiddenBadge}</Badge>
            )}
            {!open && (
              <Badge variant="subtle" textTransform="capitalize">
                {report.status === 'actioned' ? 'Resolved' : report.status}
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {when(report.createdAt)}
          </Text>
        </HStack>
        <Stack gap="1">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {report.listingId ? (
              <Link asChild color="bay.fg">
                <RouterLink to="/catch/$id" params={{ id: report.listingId }}>
                  {report.targetSummary}
                </RouterLink>
              </Link>
            ) : (
              (report.targetSummary ?? moderationMessages.targetGone)
            )}
          </Text>
          {report.authorName && (
            <Text fontSize="sm" color="fg.muted">
              {report.targetType === 'listing' ? 'Sold by' : 'Written by'} {report.authorName}
            </Text>
          )}
        </Stack>
        <Text fontSize="sm">
          <Text as="span" fontWeight="medium">
            Reported by {report.reporterName} ({report.reporterEmail}):
          </Text>{' '}
          {report.reason}
        </Text>
        {!open && (
          <Text fontSize="sm" color="fg.muted">
            {report.resolvedByEmail ? `By ${report.resolvedByEmail}` : ''}
            {report.resolvedAt ? ` on ${when(report.resolvedAt)}` : ''}
            {report.resolutionNote ? `: ${report.resolutionNote}` : ''}
          </Text>
        )}
      </Card.Body>
      {open && (
        <Card.Footer gap="2" flexWrap="wrap">
          {report.listingId && !report.listingHidden && (
            <ReasonDialog
              {...dialog('hide')}
              trigger={
                <Button size="sm" colorPalette="red">
                  {moderationMessages.hideListing}
                </Button>
              }
              title={`${moderationMessages.hideListing}?`}
              description="Buyers will no longer find it. The seller sees your reason; the report is resolved."
              label="Reason (shown to the seller)"
              confirmLabel={moderationMessages.hideListing}
              tone="danger"
              serverError={hide.error ? fieldErrorsOf(hide.error).reason?.[0] : undefined}
              onConfirm={(reason) => hide.mutate({ id: report.listingId!, reason })}
            />
          )}
          {(report.targetType === 'review' || report.targetType === 'message') && report.targetSummary && (
            <RemoveContentDialog kind={report.targetType} id={report.targetId} />
          )}
          <ReasonDialog
            {...dialog('dismiss')}
            trigger={
              <Button size="sm" variant="outline">
                {moderationMessages.dismissReport}
              </Button>
            }
            title="Dismiss this report?"
            description="Nothing needs doing. The report leaves the queue."
            label="Note (optional)"
            confirmLabel={moderationMessages.dismissReport}
            optional
            onConfirm={(note) =>
              resolve.mutate({ id: report.id, resolution: 'dismissed', ...(note ? { note } : {}) })
            }
          />
          <ReasonDialog
            {...dialog('resolve')}
            trigger={
              <Button size="sm" variant="outline" colorPalette="bay">
                {moderationMessages.resolveReport}
              </Button>
            }
            title="Resolve this report?"
            description="You dealt with it. Say how, for the activity list."
            label="Note (optional)"
            confirmLabel={moderationMessages.resolveReport}
            optional
            onConfirm={(note) =>
              resolve.mutate({ id: report.id, resolution: 'actioned', ...(note ? { note } : {}) })
            }
          />
        </Card.Footer>
      )}
    </Card.Root>
  );
}

/** The queue of what buyers and sellers reported. */
export function ReportsPanel() {
  const [status, setStatus] = useState<StatusFilter>('open');
  const reports = trpc.moderation.reports.useQuery({ status, limit: 50 }, { retry: false });
  return (
    <Stack gap="4">
      <NativeSelect.Root size="sm" maxW="48">
        <NativeSelect.Field
          aria-label="Show reports"
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusFilter)}
        >
          {filters.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {reports.isLoading ? (
        <Center py="10">
          <LoadingSpinner label="Loading reports" />
        </Center>
      ) : reports.error ? (
        <Text color="red.fg">{messageOf(reports.error)}</Text>
      ) : reports.data?.items.length ? (
        <Stack gap="4">
          {reports.data.items.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
          {reports.data.total > reports.data.items.length && (
            <Text fontSize="sm" color="fg.muted">
              Showing the newest {reports.data.items.length} of {reports.data.total}.
            </Text>
          )}
        </Stack>
      ) : (
        <Text color="fg.muted" py="10" textAlign="center">
          {status === 'open' ? moderationMessages.noOpenReports : moderationMessages.noReports}
        </Text>
      )}
    </Stack>
  );
}
