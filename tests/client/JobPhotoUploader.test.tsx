import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_PHOTO_MESSAGES, MAX_JOB_PHOTO_BYTES, MAX_JOB_PHOTOS } from '../../common/quotes';
import type { JobPhotoUploadOptions } from '../../client/src/lib/jobPhotoUpload';
import { JobPhotoUploader } from '../../client/src/ui/JobPhotoUploader';

/**
 * The job photographs' upload component (docs/requirements/quotes-and-removal-records.md#photographs): what it
 * refuses before anything is sent (type by the first bytes, size, the job's count), each with the limit named;
 * progress per file; one failure leaving the others going; the control reached by keyboard.
 */
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
const file = (name: string, head: number[], size = 2000, type = 'image/jpeg') =>
  new File([new Uint8Array(head), new Uint8Array(Math.max(0, size - head.length))], name, { type });

function setUp(photosSoFar: number) {
  const started: Array<{ file: File; options: JobPhotoUploadOptions; cancel: jest.Mock }> = [];
  const startUpload = jest.fn((chosen: File, options: JobPhotoUploadOptions) => {
    const entry = { file: chosen, options, cancel: jest.fn(async () => undefined) };
    started.push(entry);
    return { start: jest.fn(), cancel: entry.cancel };
  });
  const onUploaded = jest.fn();
  render(
    <JobPhotoUploader leadId="lead-1" photosSoFar={photosSoFar} label="Loft, before" startUpload={startUpload} onUploaded={onUploaded} />,
  );
  return { started, startUpload, onUploaded, input: screen.getByLabelText('Add photographs to Loft, before') as HTMLInputElement };
}

/** A chosen file's line, once it shows. */
const row = async (name: string) => (await screen.findByText(new RegExp(`^${name.replace('.', '\\.')} \\(`))).closest('li')!;

describe('JobPhotoUploader', () => {
  it('refuses, before any upload starts, a text file named .jpg, a file over 20 MB and the photograph past the job’s 40, each with the limit named', async () => {
    const user = userEvent.setup();
    const { input, startUpload, started } = setUp(MAX_JOB_PHOTOS - 2);
    const text = new File(['This is a text file, whatever its name says.'], 'loft.jpg', { type: 'image/jpeg' });
    const large = file('huge.jpg', JPEG, MAX_JOB_PHOTO_BYTES + 1);
    await user.upload(input, [
      text,
      large,
      file('one.jpg', JPEG),
      file('two.png', PNG, 3000, 'image/png'),
      file('three.webp', WEBP, 3000, 'image/webp'),
    ]);

    expect(await within(await row('loft.jpg')).findByRole('alert')).toHaveTextContent(`Not uploaded: ${JOB_PHOTO_MESSAGES.wrongType}`);
    expect(within(await row('huge.jpg')).getByRole('alert')).toHaveTextContent(`Not uploaded: ${JOB_PHOTO_MESSAGES.tooLarge}`);
    expect(JOB_PHOTO_MESSAGES.tooLarge).toContain('20 MB');
    // 38 stored + one.jpg + two.png make 40: the WebP is one too many.
    expect(within(await row('three.webp')).getByRole('alert')).toHaveTextContent(`Not uploaded: ${JOB_PHOTO_MESSAGES.tooMany}`);
    expect(JOB_PHOTO_MESSAGES.tooMany).toContain('40');

    expect(startUpload).toHaveBeenCalledTimes(2);
    expect(started.map((entry) => [entry.file.name, entry.options.leadId])).toEqual([
      ['one.jpg', 'lead-1'],
      ['two.png', 'lead-1'],
    ]);
    expect(screen.getByText(/40 so far/)).toBeInTheDocument();
  });

  it('refuses everything once the job holds 40, by count before type or size', async () => {
    const user = userEvent.setup();
    const { input, startUpload } = setUp(MAX_JOB_PHOTOS);
    await user.upload(input, file('late.jpg', JPEG));
    expect(await within(await row('late.jpg')).findByRole('alert')).toHaveTextContent(JOB_PHOTO_MESSAGES.tooMany);
    expect(startUpload).not.toHaveBeenCalled();
  });

  it('shows each file’s progress, and a failure on one leaves the others going and can be tried again', async () => {
    const user = userEvent.setup();
    const { input, started, onUploaded } = setUp(0);
    await user.upload(input, [file('a.jpg', JPEG, 1000), file('b.jpg', JPEG, 1000), file('c.png', PNG, 1000, 'image/png')]);
    // Two travel at once; the third waits its turn.
    expect(await within(await row('c.png')).findByText('Waiting to upload')).toBeInTheDocument();
    expect(started.map((entry) => entry.file.name)).toEqual(['a.jpg', 'b.jpg']);

    const [a, b] = started;
    // The upload's own events, as tus-js-client reports them.
    act(() => a.options.onProgress(250, 1000));
    expect(await screen.findByRole('progressbar', { name: 'a.jpg upload progress' })).toHaveAttribute('value', '25');
    act(() => b.options.onError({ code: 'refused', message: 'The upload failed on our side. Please try again.' }));
    expect(await within(await row('b.jpg')).findByRole('alert')).toHaveTextContent(
      'Not uploaded: The upload failed on our side. Please try again.',
    );
    // b's place goes to c; a carries on.
    expect(await within(await row('c.png')).findByRole('progressbar')).toBeInTheDocument();
    act(() => a.options.onSuccess('photo-a'));
    expect(await within(await row('a.jpg')).findByText('Uploaded')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith('photo-a');

    await user.click(within(await row('b.jpg')).getByRole('button', { name: 'Try again to upload b.jpg' }));
    expect(started.map((entry) => entry.file.name)).toEqual(['a.jpg', 'b.jpg', 'c.png', 'b.jpg']);
    expect(within(await row('b.jpg')).queryByRole('alert')).toBeNull();

    await user.click(within(await row('c.png')).getByRole('button', { name: 'Cancel c.png' }));
    expect(started[2].cancel).toHaveBeenCalled();
    expect(within(await row('c.png')).getByText('Cancelled')).toBeInTheDocument();
  });

  it('is reached by keyboard: the file input itself takes the focus, named by its label', async () => {
    const user = userEvent.setup();
    const { input } = setUp(0);
    await user.tab();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription(/JPEG, PNG or WebP, up to 20 MB each, 40 per job/);
  });
});
