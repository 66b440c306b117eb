import { renderWithProviders } from '../testing/renderWithProviders';
import { PageMeta } from './PageMeta';

type BreadcrumbList = { itemListElement: Array<{ name: string }> };
import { validateJsonLd } from './schemaOrg';

const attr = (selector: string, name = 'content') => document.head.querySelector(selector)?.getAttribute(name);

test('a page puts its title, description, canonical link and preview tags into the head', () => {
  renderWithProviders(<PageMeta title="Chess" description="Live chess classes." path="/courses/chess" image="/assets/chess.svg" />, {
    config: { siteUrl: 'https://gfi.example' },
  });
  expect(document.title).toBe('Chess | GFI Academy');
  expect(attr('meta[name="description"]')).toBe('Live chess classes.');
  expect(attr('link[rel="canonical"]', 'href')).toBe('https://gfi.example/courses/chess');
  expect(attr('meta[property="og:title"]')).toBe('Chess | GFI Academy');
  expect(attr('meta[property="og:url"]')).toBe('https://gfi.example/courses/chess');
  expect(attr('meta[property="og:image"]')).toBe('https://gfi.example/assets/chess.svg');
  expect(attr('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(attr('meta[name="twitter:description"]')).toBe('Live chess classes.');
});

test('the template’s and a prerendered page’s static copies of the tags are removed', () => {
  document.head.insertAdjacentHTML(
    'afterbegin',
    '<title data-default-meta>Generic</title><meta name="description" content="Generic"><link rel="canonical" href="http://x/">',
  );
  renderWithProviders(<PageMeta title="About Us" description="Who we are." path="/about" />);
  expect(document.title).toBe('About Us | GFI Academy');
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  expect(document.head.querySelector('title')?.textContent).toBe('About Us | GFI Academy');
});

test('a nested page adds a breadcrumb trail from Home; the not-found page is noindex', () => {
  const { container, unmount } = renderWithProviders(
    <PageMeta title="Apply" description="d" path="/careers/career-registration" parents={[{ crumb: 'Careers', path: '/careers' }]} />,
  );
  const block = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as BreadcrumbList;
  expect(validateJsonLd(block)).toEqual([]);
  expect(block.itemListElement.map((item) => item.name)).toEqual(['Home', 'Careers', 'Apply']);
  unmount();
  const tool = renderWithProviders(<PageMeta title="Time Converter" description="d" path="/tools/time-converter" parents={[]} />);
  const toolTrail = JSON.parse(tool.container.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as BreadcrumbList;
  expect(toolTrail.itemListElement.map((item) => item.name)).toEqual(['Home', 'Time Converter']);
  tool.unmount();
  renderWithProviders(<PageMeta title="Page Not Found" description="d" />);
  expect(attr('meta[name="robots"]')).toBe('noindex');
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
});
