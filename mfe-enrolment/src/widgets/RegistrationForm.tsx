import { LazyDemoPicker } from '../features/demo-booking/components/LazyDemoPicker';
import { RegistrationForm } from '../features/registration/components/RegistrationForm';

/** Home's "Get Started with Us" widget: the same form, overlay and demo step as /registration. */
export default function RegistrationFormWidget() {
  return <RegistrationForm DemoStep={LazyDemoPicker} />;
}
