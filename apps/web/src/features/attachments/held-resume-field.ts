/**
 * How a signed-out visitor's resume field in an apply flow keeps the file with their apply
 * attempt (decision 0023): the parse call is the attempt's (it stores, then parses), Remove
 * lets the attempt drop the file, and the flow hears of both, so the field shows the kept
 * resume whenever it opens again (another step, a reload, a continue link).
 */
import { isApiError } from '../../lib/api-error';
import type { WidgetContext } from '../apply-engine/widgets/widget-types';
import { PARSE_SKIPPED_STATUS } from './resume-state';
import type { ResumeFieldProps } from './ResumeField';

type HeldResumeFieldProps = Pick<ResumeFieldProps, 'parse' | 'onClear' | 'restored'>;

/** The resume field's props in a flow; none outside one (the public parse only). */
export function heldResumeFieldProps(context: WidgetContext): HeldResumeFieldProps {
  const { attemptId, client } = context;
  if (!attemptId) return {};
  const keep = context.keepHeldResume ?? (() => undefined);
  return {
    parse: async (_client, file) => {
      const { holdResume, isUploadRefusal } = await import('./resume-upload');
      try {
        const parsed = await holdResume(client, await attemptId(), file);
        keep({ name: file.name, parsed: true });
        return parsed;
      } catch (error) {
        // Kept with parsing skipped; a refused file was not kept (the one before stays).
        if (isApiError(error) && error.status === PARSE_SKIPPED_STATUS && !isUploadRefusal(error))
          keep({ name: file.name, parsed: false });
        throw error;
      }
    },
    onClear: async () => {
      keep(null);
      const { dropHeldResume } = await import('./resume-upload');
      return dropHeldResume(client, await attemptId());
    },
    restored: context.heldResume ?? null,
  };
}
