import { Button } from '@chakra-ui/react';
import { Sun } from 'lucide-react';

/** Switches the seller's screens to black on white for reading in sunlight. */
export function SunThemeSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <Button
      minH="12"
      variant={on ? 'solid' : 'outline'}
      colorPalette="bay"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className="no-print"
      data-testid="sun-theme"
    >
      <Sun size={18} aria-hidden /> Sun mode
    </Button>
  );
}
