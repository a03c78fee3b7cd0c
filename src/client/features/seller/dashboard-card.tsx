import { Button, Card, Heading, HStack } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';

interface DashboardCardProps {
  title: string;
  icon?: ReactNode;
  /** Shown at the header's end; cards that switch to editing pass onEdit instead. */
  action?: ReactNode;
  onEdit?: (() => void) | undefined;
  children: ReactNode;
  testId?: string;
}

/** The frame every dashboard card shares: a title row and a body. */
export function DashboardCard({ title, icon, action, onEdit, children, testId }: DashboardCardProps) {
  return (
    <Card.Root data-testid={testId} as="section" aria-label={title}>
      <Card.Header pb="2">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <HStack gap="2" color="bay.fg">
            {icon}
            <Heading as="h2" size="md" color="fg">
              {title}
            </Heading>
          </HStack>
          {action}
          {onEdit && (
            <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit ${title.toLowerCase()}`}>
              <Pencil size={14} /> Edit
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}
