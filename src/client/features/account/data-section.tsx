import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { SettingsSection } from './settings-section';

/** A JSON copy of everything the account holds; the server names the file. */
export function DataSection() {
  return (
    <SettingsSection
      title="Your data"
      description="A JSON file of your account, your orders (as buyer and as seller), listings, messages to support and notifications."
    >
      <Button asChild variant="outline" alignSelf="start">
        <a href="/api/account/export" download>
          <Download size={16} aria-hidden /> Download my data
        </a>
      </Button>
    </SettingsSection>
  );
}
