import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Bell, QrCode, Search } from 'lucide-react';
import { StepNumber } from '../../components/step-number';

const steps = [
  {
    icon: Search,
    title: 'Browse & Reserve',
    text: "See what local watermen caught today, pick a pickup window that suits you and reserve before it's gone.",
  },
  {
    icon: Bell,
    title: 'Get Notified',
    text: 'Your seller confirms and prepares the order. You hear from us the moment it is ready at the dock.',
  },
  {
    icon: QrCode,
    title: 'Quick Pickup',
    text: 'Show your QR pickup pass at the dock, pay cash if you chose to pay at pickup, and head home with dinner.',
  },
];

export function HowItWorksSteps() {
  return (
    <Container maxW="7xl" py={{ base: '12', md: '16' }}>
      <Heading as="h2" size="2xl" textAlign="center" mb="10">
        How It Works
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
        {steps.map((step, index) => (
          <Stack key={step.title} align="center" textAlign="center" gap="3">
            <StepNumber number={index + 1} icon={step.icon} />
            <Heading as="h3" size="lg">
              {step.title}
            </Heading>
            <Text color="fg.muted" maxW="xs">
              {step.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
