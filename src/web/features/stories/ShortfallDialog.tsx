/** The notice when a story's credit is missing: when the next one comes, and the plans if they help. */
import { useNavigate } from 'react-router';
import { STORY_MESSAGES } from '../../../shared/messages';
import { PLAN_PROMISES } from '../../../shared/plan-promises';
import { NoticeDialog } from '../../components/Dialog';
import { ShortfallText } from '../credits/ShortfallText';
import type { TCreditShortfall } from './generation-rules';

export function ShortfallDialog({
  shortfall,
  onClose,
}: {
  shortfall: TCreditShortfall | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  return (
    <NoticeDialog
      open={shortfall !== null}
      title={shortfall?.title ?? STORY_MESSAGES.creditLimitReached}
      actionLabel={shortfall?.redirect ? 'View Plans' : 'OK'}
      dismissLabel={shortfall?.redirect ? PLAN_PROMISES.close : undefined}
      // Only the button leads to the plans page; Escape and the backdrop just close the dialog.
      onAction={() => {
        const redirect = shortfall?.redirect;
        onClose();
        if (redirect) void navigate(redirect);
      }}
      onDismiss={onClose}
    >
      <ShortfallText shortfall={shortfall} />
    </NoticeDialog>
  );
}
