import { RegistrationForm } from '../features/registration/components/RegistrationForm';

/** Home's "Get Started with Us" widget: the same form and overlay as /registration. */
export default function RegistrationFormWidget() {
  return <RegistrationForm />;
}
