// Stub wired into the route table; the feature's helper replaces it.
export function BizMessageRoomPage() {
  return null;
}
