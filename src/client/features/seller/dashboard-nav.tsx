import { Box, Flex, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CalendarDays, Fish, List, Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { type DashboardTab, dashboardTabLabels, dashboardTabs } from './dashboard-tabs';

const icons: Record<DashboardTab, ReactNode> = {
  today: <CalendarDays size={22} aria-hidden />,
  post: <Fish size={22} aria-hidden />,
  listings: <List size={22} aria-hidden />,
  more: <Menu size={22} aria-hidden />,
};

/**
 * The seller's bottom navigation on a phone: each section one tap away, always in reach of the
 * thumb, with Post as the solid button in it. From lg up every section shows at once and it hides.
 */
export function DashboardNav({ tab }: { tab: DashboardTab }) {
  return (
    <Box
      as="nav"
      aria-label="Dashboard sections"
      display={{ base: 'block', lg: 'none' }}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      boxShadow="0 -2px 8px rgba(0, 0, 0, 0.08)"
      pb="env(safe-area-inset-bottom)"
      className="no-print"
      data-testid="dashboard-nav"
    >
      <Flex as="ul" listStyleType="none" m="0" p="1" gap="1">
        {dashboardTabs.map((name) => {
          const current = name === tab;
          const post = name === 'post';
          return (
            <Box as="li" key={name} flex="1">
              <Link
                to="/dashboard"
                search={{ tab: name }}
                aria-current={current ? 'page' : undefined}
                style={{ display: 'block' }}
              >
                <Flex
                  direction="column"
                  align="center"
                  justify="center"
                  minH="14"
                  borderRadius="md"
                  gap="0.5"
                  bg={post ? 'crab.solid' : current ? 'bay.subtle' : undefined}
                  color={post ? 'crab.contrast' : current ? 'bay.fg' : 'fg.muted'}
                  fontWeight={current || post ? 'bold' : 'medium'}
                  outline={post && current ? '3px solid' : undefined}
                  outlineColor="crab.emphasized"
                  outlineOffset="1px"
                >
                  {icons[name]}
                  <Text as="span" fontSize="sm" lineHeight="1">
                    {dashboardTabLabels[name]}
                  </Text>
                </Flex>
              </Link>
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}

/** A section of the dashboard: on a phone only the open one shows; from lg up all of them do. */
export function DashboardSection({
  name,
  tab,
  children,
}: {
  name: DashboardTab;
  tab: DashboardTab;
  children: ReactNode;
}) {
  return (
    <Box
      data-section={name}
      display={{ base: name === tab ? 'flex' : 'none', lg: 'flex' }}
      flexDirection="column"
      gap="6"
      // Gloved hands: every button of every card at least 48 px high (seller-phone.test.ts).
      css={{ '& button, & a[download]': { minHeight: '48px' } }}
    >
      {children}
    </Box>
  );
}
