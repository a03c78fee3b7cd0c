import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { CreditCard } from 'lucide-react';
import { PAYOUT_TIME } from '../../../shared/guide-figures';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { DashboardCard } from './dashboard-card';

/** The card payment provider as the product names it (docs/product/payments.md). */
const PROVIDER = 'Stripe';

const badges = {
  not_connected: { label: 'Not Connected', palette: 'gray' },
  pending: { label: 'Pending', palette: 'yellow' },
  active: { label: 'Active', palette: 'green' },
} as const;

/** Payouts go to the seller's connected account; onboarding happens on the provider's pages. */
export function PaymentAccountCard({ sellerId }: { sellerId: string }) {
  const status = trpc.sellers.paymentStatus.useQuery({ id: sellerId });
  const connect = trpc.sellers.connectPayment.useMutation({
    onSuccess: ({ onboardingUrl }) => window.location.assign(onboardingUrl),
    onError: (error) =>
      toaster.create({
        title: 'Connection Failed',
        description: error.message || `Failed to connect ${PROVIDER} account`,
        type: 'error',
      }),
  });
  const state = status.data?.status ?? 'not_connected';
  const badge = badges[state];

  return (
    <DashboardCard
      title="Payment Account"
      icon={<CreditCard size={18} />}
      testId="payment-account-card"
      action={
        status.isLoading ? (
          <LoadingSpinner size="sm" label="Loading payment account" />
        ) : (
          <Badge colorPalette={badge.palette} data-testid="payment-account-status">
            {badge.label}
          </Badge>
        )
      }
    >
      {state === 'active' ? (
        <Text color="fg.muted">
          Your {PROVIDER} account is connected. Card payments for your orders are paid out to it, typically in{' '}
          {PAYOUT_TIME}.
        </Text>
      ) : (
        <Stack gap="3">
          <Text color="fg.muted">
            {state === 'pending'
              ? `Finish setting up your ${PROVIDER} account to receive card payments.`
              : `Connect a ${PROVIDER} account to receive card payments for your orders. Cash orders are paid at pickup.`}
          </Text>
          <Button
            colorPalette="bay"
            alignSelf="start"
            disabled={status.isLoading}
            loading={connect.isPending}
            loadingText="Connecting..."
            onClick={() => connect.mutate({ id: sellerId })}
          >
            {state === 'pending' ? `Complete ${PROVIDER} Setup` : `Connect ${PROVIDER} Account`}
          </Button>
        </Stack>
      )}
    </DashboardCard>
  );
}
