import { STUDENT_EMAIL_TYPE } from '@kansli/domain/persons/person-card';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CardSection, EmptyLine } from '@/components/card-section.tsx';
import type { PersonCard } from '@/features/persons/api/get-person.ts';
import { useSendEmailToFlex } from '@/features/persons/api/send-email-to-flex.ts';
import { emailTypeLabel } from './contact-labels.ts';
import { EmailsDialog } from './emails-dialog.tsx';

/** 'E-post': the addresses, each but a pupil's with its send-to-Flex button, and the edit dialog. */
export function EmailsSection({ person }: { person: PersonCard }) {
  const [open, setOpen] = useState(false);
  const flex = useSendEmailToFlex(person.id);
  const { emails } = person.extension;
  return (
    <CardSection
      title="E-post"
      action={
        <Button size="small" startIcon={<EditIcon />} onClick={() => setOpen(true)}>
          Redigera e-post
        </Button>
      }
    >
      {emails.length === 0 ? (
        <EmptyLine>Inga e-postadresser</EmptyLine>
      ) : (
        <Box
          component="ul"
          aria-label="E-postadresser"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
        >
          {emails.map((entry) => (
            <Box component="li" key={entry.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {entry.email}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {emailTypeLabel(entry.type)} · {entry.system}
                </Typography>
              </Box>
              {/* Spec 2.4: a pupil's address is not sent to Flex. */}
              {entry.type !== STUDENT_EMAIL_TYPE && (
                <Tooltip title="Skicka till Flex" describeChild>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`Skicka ${entry.email} till Flex`}
                      disabled={flex.isPending}
                      onClick={() =>
                        flex.mutate({ type: entry.type, email: entry.email, system: entry.system })
                      }
                    >
                      <SendIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              )}
            </Box>
          ))}
        </Box>
      )}
      <EmailsDialog open={open} onClose={() => setOpen(false)} personId={person.id} emails={emails} />
    </CardSection>
  );
}
