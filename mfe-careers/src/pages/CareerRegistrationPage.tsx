import { ApplicationForm } from '../features/application/components/ApplicationForm';
import { CareerRegistrationIntro } from '../features/application/components/CareerRegistrationIntro';
import { CareerRegistrationLayout } from '../features/application/components/CareerRegistrationLayout';

/** /careers/career-registration: the headline beside the application form. */
export default function CareerRegistrationPage() {
  return <CareerRegistrationLayout intro={<CareerRegistrationIntro />} form={<ApplicationForm />} />;
}
