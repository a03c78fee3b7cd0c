import { Box, Button, Image, Link } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import { DialogFrame } from '../../components/ui/dialog-frame';

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
    <DialogFrame
      size="lg"
      closeButton
      trigger={
        <Button variant="plain" p="0" h="auto" aria-label={`Open the license of ${displayName}`}>
          <Image src={url} alt={`License of ${displayName}`} maxH="24" borderRadius="md" borderWidth="1px" />
        </Button>
      }
      title={`License of ${displayName}`}
    >
      <Image src={url} alt={`License of ${displayName}`} w="full" borderRadius="md" />
    </DialogFrame>
  );
}
