export default function RegistrationForm() {
  return <h2>Registration form</h2>;
}
