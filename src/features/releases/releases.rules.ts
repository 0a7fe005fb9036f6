/**
 * What the release input schema cannot say: an ISRC named twice (once
 * normalised), and the destination rules of every subject.
 */
import type { FieldError } from "../../http/problems";
import { fileRightsRules } from "../subjects/subjects.rights";
import { destinationRules, duplicateFileKeys, isObject } from "../subjects/subjects.rules";
import { ISRC_PATTERN, normaliseIsrc } from "./releases.schemas";

export function releaseInputRules(input: unknown): FieldError[] {
  const body = isObject(input) ? input : {};
  return [
    ...duplicateFileKeys(body, "ISRC", (raw) => normaliseIsrc(raw.trim()), ISRC_PATTERN),
    ...fileRightsRules(body),
    ...destinationRules(body),
  ];
}
