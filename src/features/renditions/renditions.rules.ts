/**
 * Renditions' rules (contract section 19), plain functions over what the queue read: the distinct profiles a
 * file's destinations want made (which one each station wants is ../compliance/compliance.received.ts
 * `profileFor`): stations that want the same file share one rendition.
 */
import { profileFor } from "../compliance/compliance.received";
import type { ComplianceDestination } from "../compliance/compliance.rules";

/** The distinct profiles (canonical JSON) a file's destinations want made, each with the destinations wanting it. */
export function wantedProfiles(
  file: { format: string | null; contentMedia: string | null },
  destinations: ComplianceDestination[],
): Map<string, number[]> {
  const wanted = new Map<string, number[]>();
  for (const d of destinations) {
    const profile = profileFor(d, file)?.profile;
    if (profile) wanted.set(profile, [...(wanted.get(profile) ?? []), d.id]);
  }
  return wanted;
}
