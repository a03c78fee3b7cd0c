import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { twoFactorMessages } from '../../../shared/messages/two-factor';

/** The ten recovery codes, shown once after they are made: copy, download, then put away. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `BayCatch recovery codes (each works once)\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'baycatch-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack gap="3" borderWidth="1px" borderColor="border.emphasized" borderRadius="md" p="4">
      <Text fontWeight="semibold">{twoFactorMessages.recoveryCodesTitle}</Text>
      <Text fontSize="sm" color="fg.muted">
        {twoFactorMessages.recoveryCodesHelp}
      </Text>
      <Box as="ul" aria-label="Recovery codes" listStyleType="none" m="0" p="0">
        <SimpleGrid columns={2} gap="2" fontFamily="mono" fontSize="md">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </SimpleGrid>
      </Box>
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" colorPalette="bay" onClick={copy}>
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button size="sm" variant="outline" colorPalette="bay" onClick={download}>
          Download
        </Button>
        <Button size="sm" colorPalette="bay" onClick={onDone}>
          I have saved them
        </Button>
      </HStack>
    </Stack>
  );
}
