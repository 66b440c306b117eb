import { IntroFormPage, PageMeta, ROUTE_META } from '@academy/shared';
import { ApplicationForm } from '../features/application/components/ApplicationForm';
import { CareerRegistrationIntro } from '../features/application/components/CareerRegistrationIntro';

/** /careers/career-registration: the headline beside the application form. */
export default function CareerRegistrationPage() {
  return (
    <>
      <PageMeta {...ROUTE_META.careerRegistration} parents={[ROUTE_META.careers]} />
      <IntroFormPage intro={<CareerRegistrationIntro />} form={<ApplicationForm />} />
    </>
  );
}
