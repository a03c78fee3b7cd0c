import {
  Button,
  Card,
  Link as ChakraLink,
  Field,
  Heading,
  HStack,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { addDays, localDateOf } from '../../../shared/pickup-slots';
import { TRACEABILITY_DEFAULT_DAYS, traceabilityRange } from '../../../shared/traceability-record';

/**
 * The buyer's traceability records (FSMA 204) for a range of pickup dates as one CSV file, for a
 * restaurant's bookkeeper to file; the last 90 days by default.
 */
export function TraceabilityDownload() {
  const today = localDateOf(new Date());
  const [to, setTo] = useState(today);
  const [from, setFrom] = useState(() => addDays(today, -TRACEABILITY_DEFAULT_DAYS));
  const range = traceabilityRange({ from, to }, today);
  const problem = typeof range === 'string' ? range : null;
  return (
    <Card.Root variant="outline" data-testid="traceability-download">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            Traceability records
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Each completed line with its lot code, harvest and source, for your food-safety records.
          </Text>
          <HStack gap="3" flexWrap="wrap" alignItems="flex-end">
            <Field.Root maxW="11rem">
              <Field.Label>From</Field.Label>
              <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
            </Field.Root>
            <Field.Root maxW="11rem">
              <Field.Label>To</Field.Label>
              <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
            </Field.Root>
            <Button asChild size="sm" colorPalette="bay" variant="outline" disabled={problem !== null}>
              <ChakraLink href={`/api/traceability?from=${from}&to=${to}&format=csv`} download>
                Download CSV
              </ChakraLink>
            </Button>
          </HStack>
          {problem && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
