import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { TextAreaField, TextField } from '../../ui/Field';
import { useToast } from '../../ui/admin/Toasts';
import { EmailLeadHomeownerMutation } from './leads.operations';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

/** Compose an e-mail to the homeowner; it goes through the outbox and appears in the request's e-mails and history. */
export function HomeownerMessageForm({ leadId, homeownerName, onSent }: { leadId: string; homeownerName: string; onSent(): void }) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [send, { loading }] = useMutation(EmailLeadHomeownerMutation);
  const sendOnce = useSubmitOnce();
  const toast = useToast();
  async function submitNow(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await send({ variables: { leadId, input: { subject, message } } });
      setSubject('');
      setMessage('');
      toast.show(`E-mail to ${homeownerName} queued`);
      onSent();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
      else toast.show(messageOf(error, 'The e-mail could not be sent'), { tone: 'error' });
    }
  }
  function submit(event: React.FormEvent) {
    event.preventDefault();
    return sendOnce.once(() => submitNow(event));
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="stack">
      <h3>E-mail {homeownerName}</h3>
      <TextField
        label="Subject"
        value={subject}
        maxLength={150}
        error={errors.subject}
        onChange={(event) => setSubject(event.target.value)}
      />
      <TextAreaField
        label="Message"
        hint={`Plain text. “Hello ${homeownerName},” and our sign-off are added; the reference goes in the subject.`}
        rows={6}
        value={message}
        maxLength={5000}
        error={errors.message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <p>
        <button type="submit" className="button" disabled={loading}>
          {loading ? 'Sending…' : 'Send e-mail'}
        </button>
      </p>
    </form>
  );
}
