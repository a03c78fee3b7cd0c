import { Box, Button, CloseButton, Dialog, Image, Link, Portal } from '@chakra-ui/react';
import { FileText } from 'lucide-react';

/** A license image opens large on click; a PDF license is a plain link. */
export function LicensePreview({ url, displayName }: { url: string | null; displayName: string }) {
  if (!url) return <Box color="fg.muted">No license image provided</Box>;
  if (/\.pdf($|\?)/i.test(url)) {
    return (
      <Link href={url} target="_blank" rel="noopener noreferrer" color="bay.fg">
        <FileText size={16} /> View license (PDF)
      </Link>
    );
  }
  return (
    <Dialog.Root size="lg" placement="center">
      <Dialog.Trigger asChild>
        <Button variant="plain" p="0" h="auto" aria-label={`Open the license of ${displayName}`}>
          <Image src={url} alt={`License of ${displayName}`} maxH="24" borderRadius="md" borderWidth="1px" />
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>License of {displayName}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Image src={url} alt={`License of ${displayName}`} w="full" borderRadius="md" />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
