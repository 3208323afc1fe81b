// Stub wired into the route table; the feature's helper replaces it.
export function MoneyLandingPage() {
  return null;
}
export function GraphLandingPage() {
  return null;
}
export function SecretLandingPage() {
  return null;
}
