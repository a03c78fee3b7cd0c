import type { Locator } from 'playwright-core';

/** Fills the post form's shellfish tag, which oysters and clams in the shell must carry. */
export async function fillShellfishTag(form: Locator, tagNumber = 'T-88') {
  await form.getByLabel('Harvester name').fill('Ann Dobbins');
  await form.getByLabel('Harvester licence number').fill('OH-1234');
  await form.getByLabel('Tag number').fill(tagNumber);
  await form.getByLabel('Quantity on the tag').fill('1');
  await form.getByLabel('Unit on the tag').fill('bushel');
}
