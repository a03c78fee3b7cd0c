import { Alert, Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { verificationFigures } from '../../../shared/guide-figures';
import { moderationMessages } from '../../../shared/messages/moderation';
import type { SellerProfileDto } from '../../../shared/seller.schema';

/**
 * 'Pending Approval' while the admins review; the reason and a way back when rejected; the
 * admin's reason when an approval was revoked (only an admin reinstates).
 */
export function VerificationNotice({ profile }: { profile: SellerProfileDto }) {
  if (profile.verificationStatus === 'pending') {
    return (
      <Alert.Root status="warning" data-testid="pending-approval">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Pending Approval</Alert.Title>
          <Alert.Description>
            Your seller application is being reviewed, usually within {verificationFigures.reviewTime}. You
            can set up your pickup availability, location and payout account now; posting catches opens once
            you are approved.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (profile.verificationStatus === 'rejected') {
    return (
      <Alert.Root status="error" data-testid="application-rejected">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Your application was not approved</Alert.Title>
          <Alert.Description>
            {profile.rejectionReason ? `Reason: ${profile.rejectionReason}. ` : ''}Update your details and
            apply again.
          </Alert.Description>
          <Button asChild size="sm" mt="3" colorPalette="red" variant="outline" alignSelf="start">
            <Link to="/seller-register">Apply Again</Link>
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (profile.verificationStatus === 'revoked') {
    return (
      <Alert.Root status="error" data-testid="approval-revoked">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{moderationMessages.approvalRevokedTitle}</Alert.Title>
          <Alert.Description>
            {moderationMessages.approvalRevokedNotice(profile.rejectionReason ?? '')}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return null;
}
