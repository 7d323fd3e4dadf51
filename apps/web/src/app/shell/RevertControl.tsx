import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authCalls, headerTexts, shellTexts, type MirrorInfo } from '@wcpp/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Button } from '../../components/ui/Button';
import { notificationKeys } from '../../features/notifications/api';
import { call } from '../../lib/http';
import { paths } from '../../lib/paths';
import { sessionStore } from '../../lib/session';

/** Revert (part 1 §4 Mirror): shows the mirrored user; YES stops mirroring and goes home. */
export function RevertControl({ mirror }: { mirror: MirrorInfo }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const revert = useMutation({
    mutationFn: () => call(authCalls.mirrorStop),
    onSuccess: (auth) => {
      sessionStore.signIn(auth);
      // The counts belonged to the mirrored user.
      queryClient.removeQueries({ queryKey: notificationKeys.all });
      setOpen(false);
      navigate(paths.home);
    },
  });
  return (
    <span className="wc-mirror">
      <span>
        {headerTexts.mirroring} <strong>{mirror.displayName}</strong>
      </span>
      <Button variant="outlined" size="small" inherit onClick={() => setOpen(true)}>
        {headerTexts.revert}
      </Button>
      <ConfirmDialog
        open={open}
        title={shellTexts.revertQuestion}
        confirmLabel={headerTexts.yes}
        cancelLabel={headerTexts.cancel}
        busy={revert.isPending}
        onConfirm={() => revert.mutate()}
        onCancel={() => setOpen(false)}
      />
    </span>
  );
}

export default RevertControl;
