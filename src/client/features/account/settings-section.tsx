import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One block of the account page: a heading, a line saying what it is for, and its form. */
export function SettingsSection({
  title,
  description,
  children,
  tone = 'default',
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  const headingId = `account-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card.Root
      as="section"
      variant="outline"
      aria-labelledby={headingId}
      borderColor={tone === 'danger' ? 'red.muted' : undefined}
    >
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <Stack gap="1">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" fontSize="sm">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
