import { Box, Button, Container, HStack, Text } from '@chakra-ui/react';
import { authMessages } from '../../../shared/messages/auth';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/** The strip itself, drawn by VerifyEmailBanner: the ask, and "Resend link" or its answer. */
export function VerifyEmailNotice() {
  const resend = trpc.auth.resendVerification.useMutation();

  const answer = resend.isSuccess ? resend.data.message : resend.isError ? messageOf(resend.error) : null;
  return (
    <Box bg="orange.50" borderBottomWidth="1px" borderColor="orange.200" data-testid="verify-email-banner">
      <Container maxW="7xl" py="2">
        <HStack gap="3" justify="space-between" flexWrap="wrap">
          <Text fontSize="sm" color="orange.900" role="status">
            {answer ?? authMessages.verifyBanner}
          </Text>
          {!resend.isSuccess && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="orange"
              onClick={() => resend.mutate()}
              loading={resend.isPending}
              loadingText="Sending..."
            >
              {authMessages.resendLink}
            </Button>
          )}
        </HStack>
      </Container>
    </Box>
  );
}
