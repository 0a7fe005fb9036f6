import { availableDestinations, destinationOrganizationStatus } from "./destinations.routes";

export const destinationOperations = [availableDestinations, destinationOrganizationStatus];
