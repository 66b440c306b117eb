import { useParams } from 'react-router-dom';
import { PageMeta } from '@academy/shared';
import { DemoManage } from '../features/demo-booking/components/DemoManage';
import { DemoPageFrame } from '../features/demo-booking/components/DemoPageFrame';
import { demoCopy } from '../content/demoBooking';

/** /demo/:token, the link every registration's e-mails carry: see, move or cancel the free demo. */
export default function DemoPage() {
  const { token = '' } = useParams();
  return (
    <>
      {/* A private link: no canonical path, so the page is marked noindex. */}
      <PageMeta title={demoCopy.pageHeading} description={demoCopy.pageDescription} />
      <DemoPageFrame heading={demoCopy.pageHeading}>
        <DemoManage token={token} />
      </DemoPageFrame>
    </>
  );
}
