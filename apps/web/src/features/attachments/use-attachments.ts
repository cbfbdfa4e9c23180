import { RESUME_ATTACHMENT_TYPE, type AttachmentList } from '@talentgate/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { attachmentListKey, listAttachments } from './attachments-api';

/** The signed-in candidate's attachments and limits, with a refresh after changes. */
export function useAttachments(client: string, candidateId: number) {
  const { recovery } = useAuth();
  const queryClient = useQueryClient();
  const key = attachmentListKey(client, candidateId);
  const query = useQuery({
    queryKey: key,
    queryFn: () => recovery.run(() => listAttachments(client, candidateId)),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  return { query, refresh };
}

export function splitAttachments(list: AttachmentList) {
  const resumes = list.attachments.filter((item) => item.attachmentType === RESUME_ATTACHMENT_TYPE);
  const others = list.attachments.filter((item) => item.attachmentType !== RESUME_ATTACHMENT_TYPE);
  return { resumes, others };
}
