/**
 * Compiled form validators, kept per form config version: compiling a schema costs far more
 * than checking a submission, and a config changes only on import (which moves updatedAt).
 */
import { createFormValidator, type ApplyFormConfig, type FormValidator } from '@talentgate/domain';
import { ajvSchemaEngine } from './ajv-schema-engine.js';

const MAX_VALIDATORS = 500;
const validators = new Map<string, FormValidator>();

/** Drops every compiled validator (what a fresh process starts with). */
export function forgetAllFormValidators(): void {
  validators.clear();
}

export function formValidator(
  applyFormConfigId: number,
  updatedAt: Date,
  config: ApplyFormConfig,
): FormValidator {
  const key = `${applyFormConfigId}:${updatedAt.getTime()}`;
  const cached = validators.get(key);
  if (cached) return cached;
  const validator = createFormValidator(config, ajvSchemaEngine);
  if (validators.size >= MAX_VALIDATORS) {
    const [oldest] = validators.keys();
    if (oldest !== undefined) validators.delete(oldest);
  }
  validators.set(key, validator);
  return validator;
}
