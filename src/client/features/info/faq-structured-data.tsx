import { textOf } from '../../lib/text-of';
import type { FaqGroup } from './faq-content';

/** schema.org FAQPage for search engines, from the questions and answers the page shows. */
export function FaqStructuredData({ groups }: { groups: readonly FaqGroup[] }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.title,
        acceptedAnswer: { '@type': 'Answer', text: textOf(item.content) },
      })),
    ),
  };
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, with `<` escaped so it cannot close the element
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replaceAll('<', '\\u003c') }}
    />
  );
}
