export default function CareerRegistrationPage() {
  return <h1>Career Registration</h1>;
}
