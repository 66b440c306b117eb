export default function RegistrationPage() {
  return <h1>Student Registration</h1>;
}
