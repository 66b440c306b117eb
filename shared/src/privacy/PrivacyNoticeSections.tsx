import { privacyNotice as n } from './privacyNotice';

/**
 * The notice's version and sections, with headings at `level` (h2 on its page, h3 inside the
 * dialog, whose title is the h2).
 */
export function PrivacyNoticeSections({ level = 2 }: { level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <p>
        <strong>{n.version}</strong>
      </p>
      {n.sections.map((section) => (
        <section key={section.id} aria-labelledby={`${section.id}${level === 3 ? '-dialog' : ''}`}>
          <Heading id={`${section.id}${level === 3 ? '-dialog' : ''}`}>{section.title}</Heading>
          <ul>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
