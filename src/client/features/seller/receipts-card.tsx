import { Button, Link as ChakraLink, HStack, Input, Text } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { receiptMessages } from '../../../shared/messages/receipt';
import { localDateOf } from '../../../shared/pickup-slots';
import { DashboardCard } from './dashboard-card';

/** A month of the seller's receipts as one CSV download, for the books; this month by default. */
export function ReceiptsCard() {
  const [month, setMonth] = useState(() => localDateOf(new Date()).slice(0, 7));
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  return (
    <DashboardCard
      title={receiptMessages.monthCardTitle}
      icon={<FileText size={18} />}
      testId="receipts-card"
    >
      <Text color="fg.muted" fontSize="sm" mb="3">
        {receiptMessages.monthCardText}
      </Text>
      <HStack gap="3" flexWrap="wrap">
        <Input
          type="month"
          aria-label={receiptMessages.monthLabel}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          maxW="12rem"
        />
        <Button asChild size="sm" colorPalette="bay" variant="outline" disabled={!valid}>
          <ChakraLink href={`/api/crabber/receipts?month=${month}&format=csv`} download>
            {receiptMessages.downloadCsv}
          </ChakraLink>
        </Button>
      </HStack>
    </DashboardCard>
  );
}
