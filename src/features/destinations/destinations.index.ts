/**
 * The destinations feature's operations, as the registry (src/app.ts) takes them: destination organizations:
 * Available Destination Organizations and a destination's status (SPEC.md).
 */
import { availableDestinations, destinationOrganizationStatus } from "./destinations.routes";

export const destinationOperations = [availableDestinations, destinationOrganizationStatus];
