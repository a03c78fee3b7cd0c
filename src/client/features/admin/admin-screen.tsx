import { Badge, Center, Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ApplicationTab, SellerApplicationDto } from '../../../shared/admin.schema';
import { adminMessages } from '../../../shared/messages/admin';
import { moderationMessages } from '../../../shared/messages/moderation';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ActivityPanel } from './activity-panel';
import { ApplicationCard } from './application-card';
import { DisputesPanel } from './disputes-panel';
import { HarvestAreasPanel } from './harvest-areas-panel';
import { ListingsPanel } from './listings-panel';
import { LotsPanel } from './lots-panel';
import { MoneyPanel } from './money-panel';
import { OrdersPanel } from './orders-panel';
import { ReportsPanel } from './reports-panel';
import { SeasonsPanel } from './seasons-panel';
import { TextsPanel } from './texts-panel';
import { UsersPanel } from './users-panel';

const tabs: { value: ApplicationTab; label: string; empty: string }[] = [
  { value: 'pending', label: 'Pending', empty: 'No applications are waiting for review.' },
  { value: 'approved', label: 'Approved', empty: 'No approved sellers yet.' },
  { value: 'all', label: 'All Applications', empty: 'No seller has applied yet.' },
];

/** Orders (docs/product/admin.md) and moderation (docs/product/moderation.md) follow the applications. */
const moderationTabs = [
  {
    value: 'orders',
    label: adminMessages.ordersTab,
    Panel: OrdersPanel,
    about: 'Find an order and refund it.',
  },
  {
    value: 'disputes',
    label: 'Disputes',
    Panel: DisputesPanel,
    about: 'Card disputes by evidence deadline.',
  },
  { value: 'money', label: 'Money', Panel: MoneyPanel, about: 'What was charged, refunded and paid out.' },
  {
    value: 'seasons',
    label: 'Seasons',
    Panel: SeasonsPanel,
    about: 'Selling seasons and limits; check each year.',
  },
  {
    value: 'lots',
    label: 'Lots',
    Panel: LotsPanel,
    about: "A lot's order lines, and a recall notice to its buyers.",
  },
  {
    value: 'harvest-areas',
    label: 'Harvest areas',
    Panel: HarvestAreasPanel,
    about: 'Shellfish harvest areas: close one when the state does, reopen it after.',
  },
  {
    value: 'reports',
    label: moderationMessages.reportsTab,
    Panel: ReportsPanel,
    about: 'What buyers and sellers reported.',
  },
  {
    value: 'listings',
    label: 'Listings',
    Panel: ListingsPanel,
    about: 'Find any listing buyers can see and hide it.',
  },
  {
    value: 'users',
    label: moderationMessages.usersTab,
    Panel: UsersPanel,
    about: 'Find accounts by role or status, and suspend or restore them.',
  },
  {
    value: 'activity',
    label: moderationMessages.activityTab,
    Panel: ActivityPanel,
    about: 'Every moderation action, with who, when and why.',
  },
  {
    value: 'texts',
    label: 'Texts',
    Panel: TextsPanel,
    about: 'Texts that could not be delivered after every try, with the reason.',
  },
] as const;

const applicationsAbout =
  'Review seller applications. Approved sellers get the Verified Crabber badge and can post catches.';

function inTab(tab: ApplicationTab, application: SellerApplicationDto) {
  return tab === 'all' || application.verificationStatus === tab;
}

export function AdminScreen() {
  useDocumentTitle('Admin · Seller applications');
  const utils = trpc.useUtils();
  const applications = trpc.admin.applications.useQuery(undefined, { retry: false });
  const [deciding, setDeciding] = useState<string | null>(null);
  const [activeTab, setActiveTab] = useState<string>('pending');
  const settle = {
    onSettled: () => {
      setDeciding(null);
      void utils.admin.applications.invalidate();
    },
    onError: (error: unknown) =>
      toaster.create({ title: 'Error', description: messageOf(error), type: 'error' }),
  };
  const approve = trpc.admin.approve.useMutation({
    ...settle,
    onSuccess: (application) =>
      toaster.create({
        title: 'Application Approved',
        description: `${application.displayName} can now post catches.`,
        type: 'success',
      }),
  });
  const reject = trpc.admin.reject.useMutation({
    ...settle,
    onSuccess: (application) =>
      toaster.create({
        title: 'Application Rejected',
        description: `${application.displayName} has been told and can apply again.`,
        type: 'info',
      }),
  });

  const all = applications.data ?? [];
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" mb="1">
        Admin Dashboard
      </Heading>
      <Text color="fg.muted" mb="6" data-testid="admin-tab-about">
        {moderationTabs.find((moderation) => moderation.value === activeTab)?.about ?? applicationsAbout}
      </Text>
      {applications.isLoading ? (
        <Center py="16">
          <LoadingSpinner label="Loading applications" />
        </Center>
      ) : applications.error ? (
        <Text color="red.fg">{messageOf(applications.error)}</Text>
      ) : (
        <Tabs.Root
          value={activeTab}
          onValueChange={(details) => setActiveTab(details.value)}
          variant="line"
          lazyMount
        >
          <Tabs.List mb="5" flexWrap="wrap">
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} whiteSpace="nowrap" flexShrink="0">
                {tab.label}
                <Badge ml="2" size="sm" variant="subtle">
                  {all.filter((application) => inTab(tab.value, application)).length}
                </Badge>
              </Tabs.Trigger>
            ))}
            {moderationTabs.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} whiteSpace="nowrap" flexShrink="0">
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((tab) => {
            const shown = all.filter((application) => inTab(tab.value, application));
            return (
              <Tabs.Content key={tab.value} value={tab.value}>
                {shown.length === 0 ? (
                  <Text color="fg.muted" py="10" textAlign="center">
                    {tab.empty}
                  </Text>
                ) : (
                  <Stack gap="4">
                    {shown.map((application) => (
                      <ApplicationCard
                        key={application.id}
                        application={application}
                        deciding={deciding === application.id}
                        onApprove={() => {
                          setDeciding(application.id);
                          approve.mutate({ id: application.id });
                        }}
                        onReject={(reason) => {
                          setDeciding(application.id);
                          reject.mutate({ id: application.id, ...(reason ? { reason } : {}) });
                        }}
                      />
                    ))}
                  </Stack>
                )}
              </Tabs.Content>
            );
          })}
          {moderationTabs.map(({ value, Panel }) => (
            <Tabs.Content key={value} value={value}>
              <Panel />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Container>
  );
}
