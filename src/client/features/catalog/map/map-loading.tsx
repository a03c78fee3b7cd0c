import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

export const MAP_HEIGHT = { base: '420px', md: '560px' };

export function MapLoading() {
  return (
    <Center h={MAP_HEIGHT} borderWidth="1px" borderRadius="lg" bg="bay.subtle" aria-busy="true">
      <Stack align="center" gap="2">
        <Spinner color="bay.solid" />
        <Text color="fg.muted">Loading map...</Text>
      </Stack>
    </Center>
  );
}
