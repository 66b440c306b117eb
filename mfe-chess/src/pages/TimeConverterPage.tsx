import { PageMeta, ROUTE_META } from '@academy/shared';
import { TIME_CONVERTER_INTRO, TIME_CONVERTER_TITLE } from '../content/timeConverterCopy';
import { TimeConverter } from '../features/time-converter/components/TimeConverter';
import { PageSection } from '../lib/PageSection';

/** /tools/time-converter: IST class and tournament times in the visitor's zone and back. */
export default function TimeConverterPage() {
  return (
    <PageSection title={TIME_CONVERTER_TITLE} intro={TIME_CONVERTER_INTRO}>
      {/* /tools has no page of its own: the trail is Home › Time Converter. */}
      <PageMeta {...ROUTE_META.timeConverter} parents={[]} />
      <TimeConverter />
    </PageSection>
  );
}
