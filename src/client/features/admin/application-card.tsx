import { Badge, Button, Card, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { SellerApplicationDto } from '../../../shared/admin.schema';
import { onDockClock } from '../../../shared/dock-clock';
import { adminMessages } from '../../../shared/messages/admin';
import { moderationMessages } from '../../../shared/messages/moderation';
import { sellerTypeLabels } from '../../../shared/roles';
import { sellerTypeLimits } from '../../../shared/seller-limits';
import { ApplicationLicences } from './application-licences';
import { LicensePreview } from './license-preview';
import { RejectDialog } from './reject-dialog';
import { RevokeDialog } from './revoke-dialog';
import { SellerLimitForm } from './seller-limit-form';

const statusColor = { pending: 'yellow', approved: 'green', rejected: 'red', revoked: 'red' } as const;

interface ApplicationCardProps {
  application: SellerApplicationDto;
  deciding: boolean;
  onApprove: () => void;
  onReject: (reason: string) => void;
}

export function ApplicationCard({ application, deciding, onApprove, onReject }: ApplicationCardProps) {
  const created = onDockClock(application.createdAt, { dateStyle: 'medium' });
  return (
    <Card.Root data-testid="application-card">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Stack gap="1">
            <Heading as="h3" size="md">
              {application.displayName}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {application.applicantName} · {application.email}
            </Text>
          </Stack>
          <HStack gap="2" flexWrap="wrap">
            <Badge colorPalette={application.emailVerified ? 'green' : 'orange'} variant="outline">
              {application.emailVerified ? adminMessages.emailVerified : adminMessages.emailUnverified}
            </Badge>
            <Badge colorPalette="bay">{sellerTypeLabels[application.sellerType]}</Badge>
            <Badge colorPalette={statusColor[application.verificationStatus]} textTransform="capitalize">
              {application.verificationStatus}
            </Badge>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {application.bio && <Text>{application.bio}</Text>}
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>Pickup address</DataList.ItemLabel>
            <DataList.ItemValue>
              {application.pickupLocationAddress ?? 'Contact for location'}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Weekly limit</DataList.ItemLabel>
            <DataList.ItemValue>
              {application.weeklyQuantityLimit === null
                ? 'No limit set'
                : `${application.weeklyQuantityLimit} lbs`}
              {application.weeklyQuantityLimit === null && sellerTypeLimits[application.sellerType]
                ? ` (${sellerTypeLimits[application.sellerType]!.rule})`
                : ''}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Applied</DataList.ItemLabel>
            <DataList.ItemValue>{created}</DataList.ItemValue>
          </DataList.Item>
          {application.reviewedAt && (
            <DataList.Item>
              <DataList.ItemLabel>Decided</DataList.ItemLabel>
              <DataList.ItemValue>
                {onDockClock(application.reviewedAt, { dateStyle: 'medium' })}
                {application.reviewedByEmail ? ` by ${application.reviewedByEmail}` : ''}
              </DataList.ItemValue>
            </DataList.Item>
          )}
          {application.rejectionReason && (
            <DataList.Item>
              <DataList.ItemLabel>Reason</DataList.ItemLabel>
              <DataList.ItemValue>{application.rejectionReason}</DataList.ItemValue>
            </DataList.Item>
          )}
          <DataList.Item>
            <DataList.ItemLabel>License</DataList.ItemLabel>
            <DataList.ItemValue>
              <LicensePreview url={application.licenseImageUrl} displayName={application.displayName} />
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <ApplicationLicences sellerId={application.id} />
      </Card.Body>
      {application.verificationStatus === 'pending' && (
        <Card.Footer gap="3">
          <Button colorPalette="green" size="sm" onClick={onApprove} loading={deciding}>
            Approve
          </Button>
          <RejectDialog displayName={application.displayName} pending={deciding} onReject={onReject} />
        </Card.Footer>
      )}
      {application.verificationStatus === 'approved' && (
        <Card.Footer gap="3" flexWrap="wrap" alignItems="end" justifyContent="space-between">
          <SellerLimitForm
            key={String(application.weeklyQuantityLimit)}
            sellerId={application.id}
            limit={application.weeklyQuantityLimit}
          />
          <RevokeDialog sellerId={application.id} displayName={application.displayName} />
        </Card.Footer>
      )}
      {application.verificationStatus === 'revoked' && (
        <Card.Footer gap="3">
          <Button colorPalette="green" size="sm" onClick={onApprove} loading={deciding}>
            Approve
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {moderationMessages.revokedBadge}: approving reinstates the seller.
          </Text>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
