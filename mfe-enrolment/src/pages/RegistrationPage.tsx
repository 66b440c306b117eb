import { PageMeta, ROUTE_META } from '@academy/shared';
import { RegistrationForm } from '../features/registration/components/RegistrationForm';
import { RegistrationIntro } from '../features/registration/components/RegistrationIntro';
import { RegistrationPageLayout } from '../features/registration/components/RegistrationPageLayout';

/** /registration and /register. */
export default function RegistrationPage() {
  return (
    <>
      <PageMeta {...ROUTE_META.registration} />
      <RegistrationPageLayout intro={<RegistrationIntro />} form={<RegistrationForm />} />
    </>
  );
}
