import { PrivacyRequestForm } from '../features/privacy-request/components/PrivacyRequestForm';

/** The request form on the privacy notice (/privacy). */
export default function PrivacyRequestFormWidget() {
  return <PrivacyRequestForm />;
}
