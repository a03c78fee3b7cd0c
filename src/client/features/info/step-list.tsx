import { Badge, Box, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { StepNumber } from '../../components/step-number';

export interface Step {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  /** A short fact shown as a badge, such as how long the step takes. */
  meta?: string;
  details?: readonly ReactNode[];
}

/** Numbered steps: cards side by side ('grid') or a timeline down the page ('timeline'). */
export function StepList({
  steps,
  layout = 'grid',
}: {
  steps: readonly Step[];
  layout?: 'grid' | 'timeline';
}) {
  if (layout === 'timeline') {
    return (
      <Stack as="ol" gap="0" listStyleType="none">
        {steps.map((step, index) => (
          <Flex as="li" key={step.title} gap={{ base: '4', md: '6' }}>
            <Flex direction="column" align="center">
              <StepNumber number={index + 1} icon={step.icon} />
              {index < steps.length - 1 && <Box flex="1" w="2px" bg="bay.100" my="2" />}
            </Flex>
            <Stack gap="2" pb={index < steps.length - 1 ? '8' : '0'} pt="1" flex="1" minW="0" maxW="3xl">
              <Flex gap="3" align="center" wrap="wrap">
                <Heading as="h3" size="lg">
                  {step.title}
                </Heading>
                {step.meta && (
                  <Badge colorPalette="crab" variant="subtle">
                    {step.meta}
                  </Badge>
                )}
              </Flex>
              <Text color="fg.muted" lineHeight="tall">
                {step.text}
              </Text>
              {step.details && (
                <Stack as="ul" gap="1" ps="5" listStyleType="disc" color="fg.muted">
                  {step.details.map((detail, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static text in a fixed order
                    <li key={i}>{detail}</li>
                  ))}
                </Stack>
              )}
            </Stack>
          </Flex>
        ))}
      </Stack>
    );
  }
  return (
    <SimpleGrid
      as="ol"
      columns={{ base: 1, md: steps.length === 4 ? 2 : 3, lg: steps.length }}
      gap="5"
      listStyleType="none"
    >
      {steps.map((step, index) => (
        <Card.Root as="li" key={step.title} variant="outline">
          <Card.Body gap="3">
            <Flex justify="space-between" align="start" gap="3">
              <StepNumber number={index + 1} icon={step.icon} />
              {step.meta && (
                <Badge colorPalette="crab" variant="subtle">
                  {step.meta}
                </Badge>
              )}
            </Flex>
            <Heading as="h3" size="md">
              {step.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm" lineHeight="tall">
              {step.text}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
