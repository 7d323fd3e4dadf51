import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authCalls, headerTexts, shellTexts, type MirrorInfo } from '@wcpp/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
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
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, bgcolor: 'rgba(255,255,255,0.14)', borderRadius: 1, pl: 1.5 }}>
      <Typography component="span" sx={{ fontSize: '0.9rem' }}>
        {headerTexts.mirroring} <strong>{mirror.displayName}</strong>
      </Typography>
      <Button color="inherit" size="small" variant="outlined" onClick={() => setOpen(true)}>
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
    </Box>
  );
}

export default RevertControl;
