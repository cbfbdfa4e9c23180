/**
 * The tenant's dashboard profile form (spec 1 §2): shown only when the dashboard form flag
 * is on, a stream id is set and the candidate is signed in. Not built yet: renders nothing.
 */
export function DashboardProfileForm() {
  return null;
}
