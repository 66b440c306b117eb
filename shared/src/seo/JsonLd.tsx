import type { JsonLdBlock } from './structuredData';

/** Serialises a block so that no text inside it can close the script element. */
function serializeJsonLd(block: JsonLdBlock): string {
  return JSON.stringify(block).replace(/</g, '\\u003c');
}

/** A schema.org block in a `<script type="application/ld+json">` element. */
export function JsonLd({ data }: { data: JsonLdBlock }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
