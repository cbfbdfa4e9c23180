import Type from 'typebox';
import { FEATURE_FLAG_NAMES } from '../feature-flags.js';

/** Every known flag with the tenant's value or its default (spec 1 §7 "Feature flags"). */
export const FeatureFlagsResult = Type.Object(
  Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, Type.Boolean()])),
  { additionalProperties: false },
);
