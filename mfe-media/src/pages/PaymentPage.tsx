export default function PaymentPage() {
  return <h1>Payment</h1>;
}
