// Stub wired into the route table; the feature's helper replaces it.
export function LifetimePage() {
  return null;
}
