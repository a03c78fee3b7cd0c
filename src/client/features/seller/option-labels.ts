/** How the seller forms name the stored option values. */
const words: Record<string, string> = {
  '#1': '#1',
  '#2': '#2',
  'soft-shell': 'Soft Shell',
  'half-bushel': 'Half Bushel',
  lb: 'lb',
};

export function optionLabel(value: string): string {
  return words[value] ?? value.charAt(0).toUpperCase() + value.slice(1);
}

export function toOptions(values: readonly string[], current?: string): { value: string; label: string }[] {
  // A stored value the form does not list (a demo listing's 'shucked') stays selectable.
  const all = current && !values.includes(current) ? [...values, current] : values;
  return all.map((value) => ({ value, label: optionLabel(value) }));
}
