import { IntroFormPage, PageMeta, ROUTE_META } from '@academy/shared';
import { LazyDemoPicker } from '../features/demo-booking/components/LazyDemoPicker';
import { RegistrationForm } from '../features/registration/components/RegistrationForm';
import { RegistrationIntro } from '../features/registration/components/RegistrationIntro';

/** /registration and /register. */
export default function RegistrationPage() {
  return (
    <>
      <PageMeta {...ROUTE_META.registration} />
      <IntroFormPage intro={<RegistrationIntro />} form={<RegistrationForm DemoStep={LazyDemoPicker} />} />
    </>
  );
}
